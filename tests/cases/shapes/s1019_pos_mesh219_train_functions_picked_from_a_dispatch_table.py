# EXPECT: MESH219
# The entry point picks a training mode from a table keyed by a command-line word; the mode that pulls
# batches with next() repeats rows of a batch split over the Explicit 'data' axis, whichever mode is asked.
import sys

import jax
import jax.numpy as jnp
import numpy as np
from jax.sharding import AxisType, NamedSharding, PartitionSpec as P

mesh = jax.make_mesh((2, 4), ("data", "model"), axis_types=(AxisType.Explicit, AxisType.Explicit))


def batches(rng):
    while True:
        yield jax.device_put(rng.normal(size=(8, 16)).astype(np.float32), NamedSharding(mesh, P("data", None)))


@jax.jit
def upsample(batch):
    return jnp.repeat(batch, 2, axis=0)


def train_streaming():
    it = batches(np.random.default_rng(0))
    with jax.set_mesh(mesh):
        for _ in range(2):
            upsample(next(it))


def train_eval_only():
    with jax.set_mesh(mesh):
        print(upsample(jnp.ones((8, 16))).shape)


MODES = {"stream": train_streaming, "eval": train_eval_only}

if __name__ == "__main__":
    MODES[sys.argv[1] if len(sys.argv) > 1 else "stream"]()
