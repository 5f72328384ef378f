# EXPECT: none
# next() on a loader whose later batches come from a loop: only the first yield runs (a shape probe), so the
# bare-spec placement of the later batches never does.
import jax
import numpy as np
from jax.sharding import NamedSharding, PartitionSpec as P

MESH = jax.make_mesh((8,), ('data',))


def loader():
    # first batch placed explicitly; later batches rely on a context mesh
    yield jax.device_put(np.ones((16, 4), np.float32), NamedSharding(MESH, P('data', None)))
    while True:
        yield jax.device_put(np.ones((16, 4), np.float32), P('data', None))


it = loader()
warmup = next(it)            # only the first batch is pulled (shape probe)
print(warmup.sharding.spec)
