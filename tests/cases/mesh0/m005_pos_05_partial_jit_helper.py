# EXPECT: MESH005
# A helper decorated with functools.partial(jax.jit, static_argnames=...) gets a (data, model)-sharded array and
# gathers both dimensions without multi_dim.
import functools
import jax, numpy as np
from jax.sharding import PartitionSpec as P
from jax._src.shard_map import top_level_all_gather

@functools.partial(jax.jit, static_argnames=("scale",))
def unshard(w, scale):
    return top_level_all_gather(w, P(reduced={'data', 'model'})) * scale

with jax.set_mesh(jax.make_mesh((4, 2), ('data', 'model'))):
    w = jax.device_put(np.ones((8, 4)), P('data', 'model'))
    unshard(w, scale=2.0)
