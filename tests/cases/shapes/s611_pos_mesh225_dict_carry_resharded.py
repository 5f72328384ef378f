# EXPECT: MESH225
# A hand-written optimizer keeps its state in a dict carried through lax.scan; the body reshards the momentum
# to replicated, so the carry's type changes on the Explicit mesh.
import jax
import jax.numpy as jnp
from jax.sharding import PartitionSpec as P

mesh = jax.make_mesh((8,), ("data",))


def step(state, grad):
    momentum = jax.reshard(0.9 * state["m"] + grad, P())
    return {"m": momentum, "count": state["count"] + 1}, None


with jax.set_mesh(mesh):
    state = {"m": jnp.zeros((16,), out_sharding=P("data")), "count": jnp.zeros(())}
    grads = jnp.ones((4, 16), out_sharding=P(None, "data"))
    state, _ = jax.lax.scan(step, state, grads)
