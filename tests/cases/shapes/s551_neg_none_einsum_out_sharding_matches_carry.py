# EXPECT: none
# The same einsum asked for the sharding the loop carry already has, and a constraint that agrees with it.
import jax
import jax.numpy as jnp
from jax.sharding import AxisType, PartitionSpec as P

mesh = jax.make_mesh((8,), ("x",), axis_types=(AxisType.Explicit,))
with jax.set_mesh(mesh):
    s = jax.device_put(jnp.ones((8, 8)), P("x", None))
    k = jnp.eye(8)

    @jax.jit
    def step(s):
        body = lambda i, c: jnp.einsum("ij,jk->ik", c, k, out_sharding=P("x", None))
        return jax.lax.fori_loop(0, 2, body, s)

    out = step(s)
    h = jnp.matmul(out, k, out_sharding=P(None, "x"))
    print(jax.jit(lambda a: jax.lax.with_sharding_constraint(a, P(None, "x")))(h).sharding)
