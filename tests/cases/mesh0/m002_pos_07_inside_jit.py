# EXPECT: MESH002
# Inside a jit function called under the mesh, with the input placed by device_put in the same function.
import jax, numpy as np
from jax.sharding import PartitionSpec as P
from jax._src.shard_map import top_level_all_gather

@jax.jit
def gather(v):
    v = jax.reshard(v, P('x'))
    return top_level_all_gather(v, P())

with jax.set_mesh(jax.make_mesh((8,), ('x',))):
    gather(np.arange(16.))
