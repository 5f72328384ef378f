# EXPECT: none
# Written for reach-2: twin of g216 whose out spec keeps the leading axis 'x' (a prefix) and says the gathered
# 'y' is reduced: the gather is correct.
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
            return top_level_all_gather(buf, P('x', None, reduced={'y'}))


KVCache(jax.make_mesh((4, 2), ('x', 'y'), axis_types=(AxisType.Explicit,) * 2)).gather()
