# EXPECT: MESH002
# Out spec P(*[None] * 2, reduced={'model'}) (list repetition): the gathered axis 'data' is not in reduced.
import jax
import numpy as np
from jax.sharding import PartitionSpec as P
from jax._src.shard_map import top_level_all_gather

mesh = jax.make_mesh((4, 2), ('data', 'model'))
with jax.set_mesh(mesh):
    w = jax.device_put(np.ones((8, 4), np.float32), P('data', None))
    print(top_level_all_gather(w, P(*[None] * 2, reduced={'model'})).shape)
