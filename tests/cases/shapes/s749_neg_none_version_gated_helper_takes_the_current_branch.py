# EXPECT: none
# The same helper the other way round: for the jax judged the first branch (jax.set_mesh) runs; the branch
# naming jax.sharding.use_mesh is for old versions only and never runs here.
import contextlib

import jax
import jax.numpy as jnp
from jax.sharding import PartitionSpec as P

JAX_VERSION = jax.__version_info__


@contextlib.contextmanager
def mesh_scope(mesh):
    if JAX_VERSION >= (0, 7, 0):
        with jax.set_mesh(mesh):
            yield mesh
    else:
        with jax.sharding.use_mesh(mesh):
            yield mesh


class Scorer:
    def __init__(self):
        self.mesh = jax.make_mesh((8,), ("batch",))

    def score(self, x):
        with mesh_scope(self.mesh):
            return jax.device_put(x, P("batch")).sum()


print(Scorer().score(jnp.ones((16,))))
