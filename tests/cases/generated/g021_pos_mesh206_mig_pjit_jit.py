# EXPECT: MESH206
# Generated (tests/generator), shrunk; analyzer disagreed: fn MESH206 | mig.pjit.
import jax
import numpy as np
from jax.sharding import AbstractMesh, AxisType, Mesh, NamedSharding, PartitionSpec as P
mesh = jax.make_mesh((2, 2, 2), ('data', 'fsdp', 'model'), axis_types=(AxisType.Explicit, AxisType.Explicit, AxisType.Explicit))
with jax.set_mesh(mesh):
    from jax.experimental.pjit import pjit
    f = pjit(lambda a: a * 2, in_shardings=P(None, 'model'))
    print(f(np.ones((16, 8), np.float32)).shape)
