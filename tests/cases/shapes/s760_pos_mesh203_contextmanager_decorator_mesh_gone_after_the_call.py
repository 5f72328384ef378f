# EXPECT: MESH203
# The step runs inside the decorator's mesh, but the mesh is restored when the call returns: placing the next
# batch with a bare PartitionSpec afterwards has no mesh to resolve it against.
import contextlib

import jax
import jax.numpy as jnp
from jax.sharding import PartitionSpec as P


@contextlib.contextmanager
def data_parallel():
    with jax.set_mesh(jax.make_mesh((8,), ("data",))):
        yield


@data_parallel()
def train_step(batch):
    x = jax.device_put(batch, P("data"))
    return (x * 2).sum()


print(train_step(jnp.ones((16,))))
print(jax.device_put(jnp.ones((16,)), P("data")).sum())
