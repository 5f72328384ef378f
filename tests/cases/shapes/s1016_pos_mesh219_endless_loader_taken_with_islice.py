# EXPECT: MESH219
# An endless host loader (`while True: yield batch`) is cut to a few steps with itertools.islice; each batch
# arrives split over the Explicit 'data' axis and the step repeats rows without saying how to shard the result.
import itertools

import jax
import jax.numpy as jnp
import numpy as np
from jax.sharding import AxisType, NamedSharding, PartitionSpec as P

mesh = jax.make_mesh((2, 4), ("data", "model"), axis_types=(AxisType.Explicit, AxisType.Explicit))


def batches(rng):
    while True:
        x = rng.normal(size=(8, 16)).astype(np.float32)
        yield jax.device_put(x, NamedSharding(mesh, P("data", None)))


@jax.jit
def upsample(batch):
    return jnp.repeat(batch, 2, axis=0)


def train(num_steps=2):
    rng = np.random.default_rng(0)
    outs = []
    with jax.set_mesh(mesh):
        for batch in itertools.islice(batches(rng), num_steps):
            outs.append(upsample(batch))
    return outs


if __name__ == "__main__":
    train()
