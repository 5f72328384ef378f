# EXPECT: MESH220
# Same preprocessing with out_shardings=P(), but the later constraint still asserts the original row sharding.
import jax
import jax.numpy as jnp
from jax.sharding import PartitionSpec as P

preprocess = jax.jit(lambda a: a * 2.0, out_shardings=P())


@jax.jit
def check_rows(a):
    return jax.lax.with_sharding_constraint(a, P("x", None)) + 1.0


with jax.set_mesh(jax.make_mesh((8,), ("x",))):
    x = jax.device_put(jnp.ones((16, 4)), P("x", None))
    y = preprocess(x)
    print(check_rows(y).sharding.spec)
