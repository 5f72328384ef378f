# EXPECT: none
# A compatibility shim picks the mesh context manager from a version flag computed from jax.__version_info__,
# a tuple of ints, so (0, 10, 2) < (0, 7, 1) is False on a new jax and the shim takes the jax.set_mesh branch;
# the legacy jax.sharding.use_mesh is never reached.
import jax
import jax.numpy as jnp
from jax.sharding import PartitionSpec as P

_LEGACY = jax.__version_info__ < (0, 7, 1)


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
