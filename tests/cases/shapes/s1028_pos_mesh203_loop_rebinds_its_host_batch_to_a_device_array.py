# EXPECT: MESH203
# Each pass of the loop gets a fresh NumPy batch from an endless loader (the body rebinds the name to a device
# array after placing it, which the next pass does not see): the NumPy branch runs, and placing the batch with a
# bare spec needs a mesh that nobody set.
import itertools

import jax
import jax.numpy as jnp
import numpy as np
from jax.sharding import PartitionSpec as P


def host_batches(seed=0):
    rng = np.random.default_rng(seed)
    while True:
        yield rng.normal(size=(16, 4)).astype(np.float32)


def run(steps):
    for batch in itertools.islice(host_batches(), steps):
        if isinstance(batch, np.ndarray):
            placed = jax.device_put(batch, P("data"))
            print(placed.shape)
        batch = jnp.asarray(batch)
        print(float(batch.sum()))


if __name__ == "__main__":
    run(2)
