# EXPECT: MESH220
# Generated (tests/generator seed 104, p104_01396), shrunk; analyzer disagreed: fn MESH220 | mig.wsc_eager.
import jax
import numpy as np
from jax.sharding import AbstractMesh, AxisType, Mesh, NamedSharding, PartitionSpec as P
mesh = Mesh(np.array(jax.devices()[:8]).reshape((2, 2, 2)), ('data', 'fsdp', 'model'), axis_types=(AxisType.Explicit, AxisType.Explicit, AxisType.Explicit))
with jax.set_mesh(mesh):
    x = jax.device_put(np.ones((16, 8), np.float32), NamedSharding(mesh, P('data', None)))
    y = jax.lax.with_sharding_constraint(x, P(('data', 'fsdp'), None))
