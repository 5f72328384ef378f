# EXPECT: none
# Each pass gets a fresh device batch from an endless loader; the body rebinds the name to a NumPy copy for the
# logger at its end, which the next pass does not see: the NumPy branch (a bare-spec device_put with no mesh
# set, which would fail) never runs.
import itertools

import jax
import numpy as np
from jax.sharding import AxisType, NamedSharding, PartitionSpec as P


def device_batches(mesh, seed=0):
    rng = np.random.default_rng(seed)
    while True:
        yield jax.device_put(rng.normal(size=(16, 4)).astype(np.float32), NamedSharding(mesh, P()))


def run(mesh, steps):
    total = 0.0
    for batch in itertools.islice(device_batches(mesh), steps):
        if isinstance(batch, np.ndarray):
            batch = jax.device_put(batch, P("data"))
        total += float(batch.sum())
        batch = np.asarray(batch)
        print("logged", batch.shape)
    return total


if __name__ == "__main__":
    print(run(jax.make_mesh((8,), ("data",), axis_types=(AxisType.Explicit,)), 2))
