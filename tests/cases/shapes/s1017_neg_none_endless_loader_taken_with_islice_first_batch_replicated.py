# EXPECT: none
# The loader's first batch is a replicated warm-up batch, later ones are split over 'data'; only one step is
# taken, so the repeat only ever sees the replicated batch.
import itertools

import jax
import jax.numpy as jnp
import numpy as np
from jax.sharding import AxisType, NamedSharding, PartitionSpec as P

mesh = jax.make_mesh((2, 4), ("data", "model"), axis_types=(AxisType.Explicit, AxisType.Explicit))


def batches(rng):
    step = 0
    while True:
        x = rng.normal(size=(8, 16)).astype(np.float32)
        spec = P() if step == 0 else P("data", None)
        step += 1
        yield jax.device_put(x, NamedSharding(mesh, spec))


@jax.jit
def upsample(batch):
    return jnp.repeat(batch, 2, axis=0)


def train(num_steps=1):
    rng = np.random.default_rng(0)
    with jax.set_mesh(mesh):
        for batch in itertools.islice(batches(rng), num_steps):
            print(upsample(batch).shape)


if __name__ == "__main__":
    train()
