# EXPECT: none
# A shorter spec is padded with None: P('x') matches an array sharded P('x', None).
import jax
import jax.numpy as jnp
from jax.sharding import PartitionSpec as P

with jax.set_mesh(jax.make_mesh((8,), ('x',))):
    a = jnp.zeros((16, 8), out_sharding=P('x', None))
    b = jax.jit(lambda v: jax.lax.with_sharding_constraint(v + 1, P('x')))(a)
