# EXPECT: MESH219
# After each step the loop replaces its batch by a replicated copy for the logger; the next pass still gets a
# fresh batch from the loader, split over the Explicit 'data' axis, which the step repeats without an
# out_sharding.
import itertools

import jax
import jax.numpy as jnp
import numpy as np
from jax.sharding import AxisType, NamedSharding, PartitionSpec as P


def batches(mesh, seed=0):
    rng = np.random.default_rng(seed)
    while True:
        yield jax.device_put(rng.normal(size=(8, 16)).astype(np.float32), NamedSharding(mesh, P("data", None)))


@jax.jit
def step(batch):
    return jnp.repeat(batch, 2, axis=0).sum()


def train(mesh, steps):
    total = 0.0
    with jax.set_mesh(mesh):
        for batch in itertools.islice(batches(mesh), steps):
            total += float(step(batch))
            batch = jax.device_put(batch, NamedSharding(mesh, P()))
            print("logged", batch.shape)
    return total


if __name__ == "__main__":
    print(train(jax.make_mesh((2, 4), ("data", "model"), axis_types=(AxisType.Explicit,) * 2), 3))
