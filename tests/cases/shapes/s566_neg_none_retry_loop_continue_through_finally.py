# EXPECT: none
# A retry loop skips its first attempt with `continue`; the `finally` that enters the mesh runs on that path too.
import jax
import numpy as np
from jax.sharding import PartitionSpec as P

MESH = jax.make_mesh((8,), ("data",))


def place_with_retries(batch, attempts=3):
    placed = None
    for attempt in range(attempts):
        try:
            if attempt == 0:
                continue   # warm-up attempt: nothing placed yet
            placed = jax.device_put(batch, P("data"))
            break
        finally:
            jax.set_mesh(MESH)
    return placed


print(place_with_retries(np.zeros((8,), np.float32)).sharding)
