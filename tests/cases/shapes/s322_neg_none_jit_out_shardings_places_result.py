# EXPECT: none
# jax.jit(init, out_shardings=P('data')): the result is placed by out_shardings, not as jnp.ones inside made it.
import jax
import jax.numpy as jnp
from jax.sharding import PartitionSpec as P

def init():
    return jnp.ones((16,))

mesh = jax.make_mesh((8,), ('data',))
with jax.set_mesh(mesh):
    x = jax.jit(init, out_shardings=P('data'))()
    jax.lax.with_sharding_constraint(x, P('data'))
