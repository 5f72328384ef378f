# EXPECT: MESH224
# The optimizer state (a dict) is reset on the first step by a cond. The reset branch builds fresh zeros, which
# are replicated, while the other branch returns the state as it is, sharded over 'data': under an Explicit mesh
# the two branches return different types.
import jax
import jax.numpy as jnp
from jax.sharding import AxisType, PartitionSpec as P


def reset(state):
    return {"mu": jnp.zeros(state["mu"].shape, state["mu"].dtype), "count": jnp.zeros((), jnp.int32)}


@jax.jit
def update(state, grad, first):
    state = jax.lax.cond(first, reset, lambda s: s, state)
    return {"mu": 0.9 * state["mu"] + 0.1 * grad, "count": state["count"] + 1}


mesh = jax.make_mesh((2, 4), ("data", "model"), axis_types=(AxisType.Explicit,) * 2)
with jax.set_mesh(mesh):
    grad = jnp.ones((8, 16), out_sharding=P("data", None))
    state = {"mu": jnp.zeros((8, 16), out_sharding=P("data", None)), "count": jnp.zeros((), jnp.int32)}
    for step in range(2):
        state = update(state, grad, jnp.asarray(step == 0))
    print(state["mu"].sharding.spec)
