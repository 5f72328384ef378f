# EXPECT: none
# A jitted preprocessing step with out_shardings=P() gathers the row-sharded input; a later constraint asserting P() holds.
import jax
import jax.numpy as jnp
from jax.sharding import PartitionSpec as P

preprocess = jax.jit(lambda a: a * 2.0, out_shardings=P())


@jax.jit
def check_replicated(a):
    return jax.lax.with_sharding_constraint(a, P(None, None)) + 1.0


with jax.set_mesh(jax.make_mesh((8,), ("x",))):
    x = jax.device_put(jnp.ones((16, 4)), P("x", None))
    y = preprocess(x)
    print(check_replicated(y).sharding.spec)
