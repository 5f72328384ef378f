# EXPECT: none
# Generated (tests/generator seed 104, p104_00946), shrunk; analyzer disagreed: fp MESH205 | mig.reshard.
import jax
import numpy as np
from jax.sharding import AbstractMesh, AxisType, Mesh, NamedSharding, PartitionSpec as P
mesh = AbstractMesh((2, 2, 2), ('data', 'fsdp', 'model'), axis_types=(AxisType.Explicit, AxisType.Explicit, AxisType.Explicit))
x = jax.device_put(np.ones((16, 8), np.float32), NamedSharding(mesh, P('data', None)))
y = jax.reshard(x, P('data', None))
