# EXPECT: MESH201
# A compatibility alias taken once at import time: reading the removed attribute raises AttributeError as soon
# as the module is imported, before anything uses it.
import jax
import jax.numpy as jnp
from jax.sharding import PartitionSpec as P

mesh_context = jax.sharding.use_mesh


def train_step(x):
    return x * 2


mesh = jax.make_mesh((8,), ("data",))
with mesh_context(mesh):
    x = jnp.zeros((16,), out_sharding=P("data"))
    train_step(x)
