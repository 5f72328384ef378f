# EXPECT: MESH205
# A `maybe_sharded(shape)` context manager yields early, without a mesh, when no shape is given; the block needs one.
import contextlib

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


print(init_params())
