# EXPECT: MESH005
# A jit-decorated step places its input with device_put and gathers both dimensions without multi_dim.
import jax, numpy as np
from jax.sharding import PartitionSpec
from jax._src.shard_map import top_level_all_gather

@jax.jit
def step(batch):
    batch = jax.device_put(batch, PartitionSpec('data', 'model'))
    return top_level_all_gather(batch, PartitionSpec(None, None, reduced={'data', 'model'})).sum()

with jax.set_mesh(jax.make_mesh((4, 2), ('data', 'model'))):
    step(np.ones((8, 4)))
