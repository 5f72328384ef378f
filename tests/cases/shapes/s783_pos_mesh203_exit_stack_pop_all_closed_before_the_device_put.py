# EXPECT: MESH203
# The loader enters jax.set_mesh on an ExitStack and moves it out with pop_all(), so leaving the with block does
# not unset the mesh; but the moved stack is closed before the batch is placed with a bare PartitionSpec, so the
# device_put runs with no mesh set.
import contextlib

import jax
import jax.numpy as jnp
import numpy as np
from jax.sharding import PartitionSpec as P

BATCH = 16
FEATURES = 8


def make_batch(step):
    rng = np.random.default_rng(step)
    return rng.standard_normal((BATCH, FEATURES)).astype(np.float32)


def acquire_mesh(mesh):
    with contextlib.ExitStack() as stack:
        stack.enter_context(jax.set_mesh(mesh))
        print("mesh acquired:", dict(mesh.shape))
        keep = stack.pop_all()
    return keep


def main():
    mesh = jax.make_mesh((8,), ("data",))
    keep = acquire_mesh(mesh)
    keep.close()
    x = jax.device_put(make_batch(0), P("data"))
    loss = jnp.mean(x ** 2)
    print("loss", float(loss))


main()
