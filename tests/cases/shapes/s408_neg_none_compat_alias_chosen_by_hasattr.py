# EXPECT: none
# The alias chosen by a hasattr test at import: the removed attribute is never read on new jax.
import jax
import jax.numpy as jnp
from jax.sharding import PartitionSpec as P

mesh_context = jax.sharding.use_mesh if hasattr(jax.sharding, "use_mesh") else jax.set_mesh


def train_step(x):
    return x * 2


mesh = jax.make_mesh((8,), ("data",))
with mesh_context(mesh):
    x = jnp.zeros((16,), out_sharding=P("data"))
    print(train_step(x).sharding.spec)
