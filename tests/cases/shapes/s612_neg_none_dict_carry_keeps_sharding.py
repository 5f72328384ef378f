# EXPECT: none
# The same dict carry, with the momentum kept sharded as it came in: the carry's type does not change.
import jax
import jax.numpy as jnp
from jax.sharding import PartitionSpec as P

mesh = jax.make_mesh((8,), ("data",))


def step(state, grad):
    momentum = 0.9 * state["m"] + grad
    return {"m": momentum, "count": state["count"] + 1}, None


with jax.set_mesh(mesh):
    state = {"m": jnp.zeros((16,), out_sharding=P("data")), "count": jnp.zeros(())}
    grads = jnp.ones((4, 16), out_sharding=P(None, "data"))
    state, _ = jax.lax.scan(step, state, grads)
print(state["m"].sharding)
