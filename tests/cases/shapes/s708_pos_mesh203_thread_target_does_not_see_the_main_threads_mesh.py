# EXPECT: MESH203
# A prefetch thread places batches with a bare PartitionSpec while the main thread is inside
# `with jax.set_mesh(mesh)`. JAX's context mesh is thread-local: the new thread starts with none, so device_put
# raises there (threading's excepthook hands the error to the main thread, which re-raises it).
import threading

import jax
import numpy as np
from jax.sharding import AxisType, PartitionSpec as P

errors = []
threading.excepthook = lambda args: errors.append(args.exc_value)
batches = []


def prefetch(n):
    for i in range(n):
        batches.append(jax.device_put(np.full(16, i, np.float32), P("data")))


mesh = jax.make_mesh((8,), ("data",), axis_types=(AxisType.Explicit,))
with jax.set_mesh(mesh):
    worker = threading.Thread(target=prefetch, args=(2,), daemon=True)
    worker.start()
    worker.join()
if errors:
    raise errors[0]
