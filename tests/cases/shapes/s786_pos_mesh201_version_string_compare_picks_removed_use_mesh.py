# EXPECT: MESH201
# A compatibility shim picks the mesh context manager from a version flag computed by comparing version
# STRINGS: "0.10.2" < "0.7.1" is True lexically, so on a new jax the shim takes the legacy branch and calls
# jax.sharding.use_mesh, which no longer exists.
import jax
import jax.numpy as jnp
from jax.sharding import PartitionSpec as P

_LEGACY = jax.__version__ < "0.7.1"


def mesh_scope(mesh):
    if _LEGACY:
        return jax.sharding.use_mesh(mesh)
    return jax.set_mesh(mesh)


class Trainer:
    def __init__(self, mesh, lr=1e-2):
        self.mesh = mesh
        self.lr = lr

    def step(self, w, x):
        grad = jax.grad(lambda w: jnp.mean((x @ w) ** 2))(w)
        return w - self.lr * grad


def main():
    mesh = jax.make_mesh((8,), ("data",))
    trainer = Trainer(mesh)
    with mesh_scope(mesh):
        x = jax.device_put(jnp.ones((16, 4)), P("data", None))
        w = jnp.zeros((4, 2))
        w = trainer.step(w, x)
    print(w.shape)


main()
