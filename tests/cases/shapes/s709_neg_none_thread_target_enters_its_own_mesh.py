# EXPECT: none
# The prefetch thread enters the mesh itself (JAX's context mesh is thread-local, so it must): the bare
# PartitionSpec resolves against it and every batch is placed.
import threading

import jax
import numpy as np
from jax.sharding import AxisType, PartitionSpec as P

errors = []
threading.excepthook = lambda args: errors.append(args.exc_value)
batches = []
mesh = jax.make_mesh((8,), ("data",), axis_types=(AxisType.Explicit,))


def prefetch(n):
    with jax.set_mesh(mesh):
        for i in range(n):
            batches.append(jax.device_put(np.full(16, i, np.float32), P("data")))


worker = threading.Thread(target=prefetch, args=(2,), daemon=True)
worker.start()
worker.join()
if errors:
    raise errors[0]
print(len(batches))
