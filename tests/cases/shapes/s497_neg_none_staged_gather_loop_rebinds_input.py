# EXPECT: none
# An FSDP staged gather loops over a table of out specs, rebinding the weight: each stage gathers from what the
# previous stage produced, not from the weight before the loop.
import jax
import numpy as np
from jax.sharding import PartitionSpec as P
from jax._src.shard_map import top_level_all_gather

STAGES = [
    P("data", None, reduced={"model"}),
    P(None, None, reduced={"data", "model"}),
]


def staged_gather(w):
    for out in STAGES:
        w = top_level_all_gather(w, out)
    return w


if __name__ == "__main__":
    mesh = jax.make_mesh((4, 2), ("data", "model"))
    with jax.set_mesh(mesh):
        w = jax.device_put(np.ones((8, 4), np.float32), P("data", "model"))
        print(jax.typeof(staged_gather(w)))
