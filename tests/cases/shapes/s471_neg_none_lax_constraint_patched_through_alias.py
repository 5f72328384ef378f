# EXPECT: none
# lax.with_sharding_constraint (imported as jax.lax as lax) replaced by jax.reshard.
import jax.lax as lax
import jax
import jax.numpy as jnp
from jax.sharding import PartitionSpec as P, NamedSharding, AxisType
lax.with_sharding_constraint = jax.reshard
with jax.set_mesh(jax.make_mesh((8,), ("x",))):
    lax.with_sharding_constraint(jnp.ones(16), P("x"))
