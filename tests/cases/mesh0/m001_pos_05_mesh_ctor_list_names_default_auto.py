# EXPECT: MESH001
# jax.sharding.Mesh(devices, ['a', 'b']) (names as a list, no axis_types): both axes Auto.
import jax, numpy as np
from jax.sharding import PartitionSpec as P
from jax._src.shard_map import top_level_all_gather

devices = np.array(jax.devices()).reshape(2, 4)
mesh = jax.sharding.Mesh(devices, ['a', 'b'])
with jax.set_mesh(mesh):
    x = jax.device_put(np.arange(32.).reshape(8, 4), P('a', 'b'))
    top_level_all_gather(x, P(None, 'b', reduced={'a'}))
