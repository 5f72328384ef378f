# EXPECT: none
# The workers place their batches with a NamedSharding (the mesh named, not taken from the thread's context),
# and one enters the mesh itself: both work in a worker thread.
import concurrent.futures

import jax
import numpy as np
from jax.sharding import NamedSharding, PartitionSpec as P

MESH = jax.make_mesh((8,), ("data",))


def load(step):
    return jax.device_put(np.full((16, 4), step, np.float32), NamedSharding(MESH, P("data")))


def load_in_context(step):
    with jax.set_mesh(MESH):
        return jax.device_put(np.full((16, 4), step, np.float32), P("data"))


jax.set_mesh(MESH)
with concurrent.futures.ThreadPoolExecutor(max_workers=2) as pool:
    batches = list(pool.map(load, range(4)))
    other = pool.submit(load_in_context, 5).result()
print(len(batches), other.sharding)
