# EXPECT: none
# f.__defaults__ replaced: the call runs with the new default spec, which matches the array.
import jax
import jax.numpy as jnp
from jax.sharding import PartitionSpec as P, NamedSharding, AxisType
def constrain(x, spec=P("x", None)):
    return jax.lax.with_sharding_constraint(x, spec)
constrain.__defaults__ = (P(None, "x"),)
with jax.set_mesh(jax.make_mesh((8,), ("x",))):
    constrain(jax.device_put(jnp.ones((8, 16)), P(None, "x")))
