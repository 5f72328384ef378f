# EXPECT: MESH220
# A jitted encoder returns rows split over 'data' (out_shardings); the caller then constrains it to replicated.
import jax
import jax.numpy as jnp
import numpy as np
from jax.sharding import NamedSharding, PartitionSpec as P


class Encoder:
    def __init__(self, mesh):
        self.mesh = mesh
        self.w = jnp.full((8, 8), 0.5)
        self._fwd = jax.jit(self._apply, out_shardings=NamedSharding(mesh, P("data")))

    def _apply(self, x, w):
        return jax.nn.relu(x @ w)

    def __call__(self, x):
        return self._fwd(x, self.w)


def run():
    mesh = jax.make_mesh((8,), ("data",))
    enc = Encoder(mesh)
    with jax.set_mesh(mesh):
        x = jnp.ones((16, 8))
        feats = enc(x)
        pooled = jax.lax.with_sharding_constraint(feats, P())
        return pooled.sum()


print(run())
