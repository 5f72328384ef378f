# EXPECT: MESH002
# 1-D gather whose out_sharding P(None) leaves out reduced={'x'}: shard_map cannot infer replication over 'x'.
import jax, numpy as np
from jax.sharding import PartitionSpec as P
from jax._src.shard_map import top_level_all_gather

mesh = jax.make_mesh((8,), ('x',))
with jax.set_mesh(mesh):
    x = jax.device_put(np.arange(16.), P('x'))
    top_level_all_gather(x, P(None))
