# EXPECT: MESH001
# The jax.sharding.set_mesh spelling, global form, with a Mesh ctor that leaves axis_types out.
import jax, numpy as np
from jax.sharding import Mesh, PartitionSpec as P
from jax._src.shard_map import top_level_all_gather

jax.sharding.set_mesh(Mesh(np.array(jax.devices()).reshape(2, 4), ('i', 'j')))
x = jax.device_put(np.arange(32.).reshape(4, 8), P('i', 'j'))
top_level_all_gather(x, P(None, 'j', reduced={'i'}))
