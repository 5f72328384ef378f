# EXPECT: MESH002
# Module-level spec constants and a helper; the out spec constant forgets reduced.
import jax, numpy as np
from jax.sharding import PartitionSpec as P
from jax._src.shard_map import top_level_all_gather

ROW_SHARDED = P('rows', None)
REPLICATED = P(None, None)

def gather_rows():
    mesh = jax.make_mesh((8,), ('rows',))
    with jax.set_mesh(mesh):
        x = jax.device_put(np.arange(16.).reshape(8, 2), ROW_SHARDED)
        return top_level_all_gather(x, REPLICATED)

gather_rows()
