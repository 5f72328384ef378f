# EXPECT: MESH207
# Generated (tests/generator seed 104, p104_00897), shrunk; analyzer disagreed: fn MESH207 | mig.auto_axes.
import jax
import numpy as np
from jax.sharding import AbstractMesh, AxisType, Mesh, NamedSharding, PartitionSpec as P
mesh = jax.make_mesh((2, 2, 2), ('data', 'fsdp', 'model'), axis_types=(AxisType.Auto, AxisType.Explicit, AxisType.Auto))
with jax.sharding.set_mesh(mesh):
    x = jax.device_put(np.ones((16, 8), np.float32), NamedSharding(mesh, P('data', None)))
    h = jax.sharding.auto_axes(lambda a: a * 2, out_sharding=P('data', P.UNCONSTRAINED))
    print(h(x).shape)
