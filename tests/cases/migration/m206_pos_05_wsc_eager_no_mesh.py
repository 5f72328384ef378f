# EXPECT: MESH206
# An eager with_sharding_constraint with a bare spec and no mesh anywhere.
import jax
import jax.numpy as jnp
from jax.lax import with_sharding_constraint
from jax.sharding import PartitionSpec as P

x = jnp.arange(16.0)
x = with_sharding_constraint(x, P('x'))
