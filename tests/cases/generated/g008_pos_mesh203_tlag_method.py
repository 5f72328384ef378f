# EXPECT: MESH203
# Generated (tests/generator), shrunk; analyzer disagreed: fn MESH203 | tlag.
import jax
import numpy as np
from jax.sharding import AbstractMesh, AxisType, Mesh, NamedSharding, PartitionSpec as P

class Stage_1:

    def run(stage):
        x = jax.device_put(np.arange(128.0, dtype=np.float32).reshape(16, 8), P('data', None))
Stage_1().run()
