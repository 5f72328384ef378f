# EXPECT: none
# A user context manager sets the mesh through a helper (a bare jax.set_mesh, no `with` around its yield): the
# mesh stays set after the block, so the placement after it resolves.
import contextlib
import jax
import jax.numpy as jnp
from jax.sharding import PartitionSpec as P


def activate(mesh):
    jax.set_mesh(mesh)  # bare: stays set for the rest of the process


@contextlib.contextmanager
def session():
    activate(jax.make_mesh((8,), ("data",)))  # (same with `_activate = jax.set_mesh; _activate(mesh)`)
    yield


with session():
    pass
x = jnp.zeros((16, 4), out_sharding=P("data", None))
print(x.sharding.spec)
