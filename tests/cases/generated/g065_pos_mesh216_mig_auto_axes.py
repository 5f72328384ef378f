# EXPECT: MESH216
# Generated (tests/generator seed 104, p104_01013), shrunk; analyzer disagreed: fn MESH216 | mig.auto_axes.
import jax
import numpy as np
from jax.sharding import AbstractMesh, AxisType, Mesh, NamedSharding, PartitionSpec as P
mesh = Mesh(np.array(jax.devices()[:8]).reshape((2, 2, 2)), ('x', 'y', 'z'), axis_types=(AxisType.Explicit, AxisType.Explicit, AxisType.Explicit))
with jax.set_mesh(mesh):
    x = jax.device_put(np.ones((16, 8), np.float32), NamedSharding(mesh, P('x', None)))
    h = jax.sharding.auto_axes(lambda a: a * 2, out_sharding=P('x', P.UNCONSTRAINED))
    print(h(x).shape)
