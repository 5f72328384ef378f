# EXPECT: MESH209
# Generated (tests/generator seed 105, p105_01119), shrunk; analyzer disagreed: fn MESH209 | mig.unconstrained.
import functools
import jax
import numpy as np
from jax.sharding import AbstractMesh, AxisType, Mesh, NamedSharding, PartitionSpec as P
mesh = Mesh(np.array(jax.devices()[:8]).reshape((4, 2)), ('x', 'y'), axis_types=(AxisType.Manual, AxisType.Auto))

def configured_step_1(scale, offset=0):
    with jax.sharding.set_mesh(mesh):
        pass
functools.partial(configured_step_1, 2.0, offset=1)()
