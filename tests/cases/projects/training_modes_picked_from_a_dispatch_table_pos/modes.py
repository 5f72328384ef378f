import itertools

import jax
import jax.numpy as jnp
from jax.sharding import AxisType

from data import endless_batches

MESH = jax.make_mesh((2, 4), ("data", "model"), axis_types=(AxisType.Explicit, AxisType.Explicit))


@jax.jit
def upsample(batch):
    return jnp.repeat(batch, 2, axis=0)


def train_streaming(steps=2):
    with jax.set_mesh(MESH):
        for batch in itertools.islice(endless_batches(MESH, 8), steps):
            upsample(batch)


def evaluate():
    with jax.set_mesh(MESH):
        print(upsample(jnp.ones((8, 16))).shape)


MODES = {"stream": train_streaming, "eval": evaluate}
