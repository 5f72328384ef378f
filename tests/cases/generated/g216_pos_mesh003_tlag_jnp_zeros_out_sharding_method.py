# EXPECT: MESH003
# Written for reach-2: a cache object makes its buffer with jnp.zeros(..., out_sharding=...) and later gathers it
# with an out spec that is not a prefix of the buffer's axes.
import jax
import jax.numpy as jnp
from jax.sharding import AxisType, PartitionSpec as P
from jax._src.shard_map import top_level_all_gather


class KVCache:
    def __init__(self, mesh):
        self.mesh = mesh

    def gather(self):
        with jax.set_mesh(self.mesh):
            buf = jnp.zeros((16, 8), jnp.float32, out_sharding=P(('x', 'y'), None))
            return top_level_all_gather(buf, P('y', None))


KVCache(jax.make_mesh((4, 2), ('x', 'y'), axis_types=(AxisType.Explicit,) * 2)).gather()
