# EXPECT: none
# The same kinds of ops, each constrained to the sharding JAX gives it (checked under jax 0.10.2): the
# assertions all hold.
import jax
import jax.numpy as jnp
from jax.sharding import PartitionSpec as P

mesh = jax.make_mesh((2, 4), ("data", "model"))
with jax.set_mesh(mesh):
    x = jax.device_put(jnp.ones((8, 16)), P("data", "model"))
    x3 = jax.device_put(jnp.ones((8, 4, 4)), P("data", None, "model"))
    wsc = jax.lax.with_sharding_constraint
    wsc(x + x, P("data", "model"))
    wsc(jnp.zeros_like(x), P("data", "model"))
    wsc(x.sum(axis=0), P("model"))
    wsc(jnp.mean(x, axis=1, keepdims=True), P("data", None))
    wsc(jnp.mean(x), P())
    wsc(jnp.swapaxes(x3, 0, 1), P(None, "data", "model"))
    wsc(jnp.moveaxis(x3, 0, -1), P(None, "model", "data"))
    wsc(x3.transpose(1, 0, 2), P(None, "data", "model"))
    wsc(x[:, None], P("data", None, "model"))
    wsc(jnp.stack([x, x], axis=1), P("data", None, "model"))
    wsc(jnp.concatenate([x, x], axis=0), P("data", "model"))
    wsc(jax.nn.softmax(x, axis=-1), P("data", "model"))
    wsc(-jnp.abs(x) ** 2, P("data", "model"))
    print(jnp.argmax(x, axis=1).sharding)
