# EXPECT: none
# The optimizer state (a dict) is reset on the first step by a cond whose reset branch uses zeros_like, which
# keeps the state's sharding: both branches return the same types.
import jax
import jax.numpy as jnp
from jax.sharding import AxisType, PartitionSpec as P


def reset(state):
    return {"mu": jnp.zeros_like(state["mu"]), "count": jnp.zeros((), jnp.int32)}


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
