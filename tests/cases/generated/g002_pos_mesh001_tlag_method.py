# EXPECT: MESH001
# Generated (tests/generator), shrunk; analyzer disagreed: fn MESH001 | tlag.
import jax
import numpy as np
from jax.sharding import AbstractMesh, AxisType, Mesh, NamedSharding, PartitionSpec as P
from jax._src.shard_map import top_level_all_gather

class Trainer_1:

    def __init__(self):
        self.mesh = jax.make_mesh((2, 2), ('data', 'model'), axis_types=(AxisType.Explicit, AxisType.Explicit), devices=jax.devices()[:4])

    def run(self):
        x = jax.device_put(np.arange(128.0, dtype=np.float32).reshape(16, 8), NamedSharding(self.mesh, P('data', None)))
        y = top_level_all_gather(x, P(None, None, reduced={'data'}), multi_dim=True)
Trainer_1().run()
