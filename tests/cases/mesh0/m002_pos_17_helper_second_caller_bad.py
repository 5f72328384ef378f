# EXPECT: MESH002
# The same helper called twice: fine for a row-sharded input, MESH002 for rows sharded over ('x', 'y').
import jax, numpy as np
from jax.sharding import PartitionSpec as P
from jax._src.shard_map import top_level_all_gather

def gather_rows(v):
    return top_level_all_gather(v, P(None, None, reduced={'x'}))

with jax.set_mesh(jax.make_mesh((4, 2), ('x', 'y'))):
    rows = jax.device_put(np.ones((8, 2)), P('x', None))
    tiles = jax.device_put(np.ones((8, 2)), P(('x', 'y'), None))
    gather_rows(rows)
    gather_rows(tiles)
