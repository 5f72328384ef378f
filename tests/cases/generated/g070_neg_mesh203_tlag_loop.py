# EXPECT: none
# Generated (tests/generator seed 104, p104_01131), shrunk; analyzer disagreed: fp-unexecuted MESH203 | tlag.
import jax
import numpy as np
from jax.sharding import AbstractMesh, AxisType, Mesh, NamedSharding, PartitionSpec as P
for step in range(0):
    x = jax.device_put(np.arange(128.0, dtype=np.float32).reshape(16, 8), P('data', None))
