# EXPECT: MESH216
# Generated (tests/generator seed 104, p104_00736), shrunk; analyzer disagreed: fn MESH216 | mig.auto_axes.
import jax
import numpy as np
from jax.sharding import AbstractMesh, AxisType, Mesh, NamedSharding, PartitionSpec as P
mesh = jax.make_mesh(axis_shapes=(4, 2), axis_names=('data', 'model'), axis_types=(AxisType.Explicit,) * 2)
jax.set_mesh(mesh)
x = jax.device_put(np.ones((16, 8), np.float32), NamedSharding(mesh, P('data', None)))
h = jax.sharding.auto_axes(lambda a: a * 2, out_sharding=P('data', P.UNCONSTRAINED))
print(h(x).shape)
