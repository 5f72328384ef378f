# EXPECT: none
# A shard_map body uses lax.all_gather; top_level_all_gather is called outside the body, under the mesh.
import jax, numpy as np
from jax.sharding import PartitionSpec as P
from jax._src.shard_map import top_level_all_gather

mesh = jax.make_mesh((8,), ('x',))
with jax.set_mesh(mesh):
    x = jax.device_put(np.arange(16.), P('x'))

    @jax.shard_map(in_specs=P('x'), out_specs=P('x'))
    def double(block):
        return block * 2

    y = double(x)
    top_level_all_gather(y, P(reduced={'x'}))
