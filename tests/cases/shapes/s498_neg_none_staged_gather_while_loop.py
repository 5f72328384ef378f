# EXPECT: none
# The same staged gather as a while loop over an index: the second gather sees the first one's result.
import jax
import numpy as np
from jax.sharding import PartitionSpec as P
from jax._src.shard_map import top_level_all_gather

with jax.set_mesh(jax.make_mesh((4, 2), ("data", "model"))):
    w = jax.device_put(np.ones((8, 4), np.float32), P("data", "model"))
    outs = [P("data", None, reduced={"model"}), P(None, None, reduced={"data", "model"})]
    i = 0
    while i < len(outs):
        w = top_level_all_gather(w, outs[i])
        i += 1
    print(jax.typeof(w))
