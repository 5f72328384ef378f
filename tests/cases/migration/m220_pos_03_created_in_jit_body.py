# EXPECT: MESH220
# Inside the jitted step the activation is created with a known sharding, then constrained to another.
import jax
import jax.numpy as jnp
from jax.sharding import PartitionSpec as P

mesh = jax.make_mesh((4, 2), ('data', 'model'))


@jax.jit
def step():
    h = jnp.zeros((8, 4), out_sharding=P('data', None))
    return jax.lax.with_sharding_constraint(h, P('data', 'model'))


with jax.set_mesh(mesh):
    step()
