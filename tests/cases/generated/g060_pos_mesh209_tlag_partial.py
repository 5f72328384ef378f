# EXPECT: MESH209
# Generated (tests/generator seed 104, p104_00751), shrunk; analyzer disagreed: fn MESH209 | tlag.
import functools
import jax
import numpy as np
from jax.sharding import AbstractMesh, AxisType, Mesh, NamedSharding, PartitionSpec as P
mesh = Mesh(np.array(jax.devices()[:8]).reshape((2, 2, 2)), ('data', 'fsdp', 'model'), axis_types=(AxisType.Auto, AxisType.Auto, AxisType.Manual))

def configured_step_2(scale, offset=0):
    with jax.set_mesh(mesh):
        pass
functools.partial(configured_step_2, 2.0, offset=1)()
