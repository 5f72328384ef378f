# EXPECT: none
# Peeking one batch with next(): the generator runs up to its first yield; the gather after it never runs.
import jax, numpy as np
from jax.sharding import Mesh, PartitionSpec as P
from jax._src.shard_map import top_level_all_gather


def batches(x):
    mesh = Mesh(np.array(jax.devices()).reshape(4, 2), ("x", "y"))
    with jax.set_mesh(mesh):
        yield jax.device_put(x, P("x", None))
        yield top_level_all_gather(x, P(None, None))


print(next(batches(np.ones((8, 2)))).sharding)
