# EXPECT: MESH001
# Inside a jax.shard_map body over all axes, the context mesh axes are Manual.
import jax, numpy as np
from jax.sharding import PartitionSpec as P
from jax._src.shard_map import top_level_all_gather

mesh = jax.make_mesh((8,), ('x',))
with jax.set_mesh(mesh):
    x = jax.device_put(np.arange(16.), P('x'))

    @jax.shard_map(in_specs=P('x'), out_specs=P('x'))
    def local(block):
        return top_level_all_gather(block, P(reduced={'x'}))

    local(x)
