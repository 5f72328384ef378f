# EXPECT: none
# Generated (tests/generator seed 104, p104_00131), shrunk; analyzer disagreed: fp MESH205 | mig.reshard.
import jax
import numpy as np
from jax.sharding import AbstractMesh, AxisType, Mesh, NamedSharding, PartitionSpec as P
mesh = Mesh(np.array(jax.devices()[:8]).reshape((4, 2)), ('data', 'model'), axis_types=(AxisType.Explicit, AxisType.Manual))
x = jax.device_put(np.ones((16, 8), np.float32), NamedSharding(mesh, P('data', None)))
y = jax.reshard(x, P(('data', 'model'), None))
