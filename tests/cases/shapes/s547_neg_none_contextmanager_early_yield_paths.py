# EXPECT: none
# The same context manager given a shape enters the mesh; given a shape from the command line, either path may run.
import contextlib
import sys

import jax
import jax.numpy as jnp
from jax.sharding import PartitionSpec as P


@contextlib.contextmanager
def maybe_sharded(shape=None):
    if shape is None:
        yield None
        return
    mesh = jax.make_mesh(shape, ("data",))
    with jax.set_mesh(mesh):
        yield mesh


def init_params(shape=None):
    with maybe_sharded(shape):
        return jnp.zeros((16,), out_sharding=P("data"))


print(init_params((8,)))
shape = (8,) if len(sys.argv) < 5 else None
with maybe_sharded(shape):
    print(jnp.ones((16,), out_sharding=P("data")) if shape else jnp.ones((16,)))
