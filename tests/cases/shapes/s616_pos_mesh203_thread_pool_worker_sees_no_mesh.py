# EXPECT: MESH203
# jax.set_mesh is thread-local: a data-loading worker of a ThreadPoolExecutor sees no mesh, so the bare spec it
# gives device_put has nothing to resolve against; .result() raises the worker's error.
import concurrent.futures

import jax
import numpy as np
from jax.sharding import PartitionSpec as P


def load(step):
    batch = np.full((16, 4), step, np.float32)
    return jax.device_put(batch, P("data"))


jax.set_mesh(jax.make_mesh((8,), ("data",)))
with concurrent.futures.ThreadPoolExecutor(max_workers=2) as pool:
    future = pool.submit(load, 0)
    print(future.result().sharding)
