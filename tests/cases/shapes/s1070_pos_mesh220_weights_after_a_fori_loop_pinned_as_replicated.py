# EXPECT: MESH220
# A fori_loop trains a dict state whose weight is split over 'model'; the loop keeps each carry's type, so the
# weight that comes out is still split, and pinning it as replicated before export is an assert that fails
# under an all-Explicit mesh.
import jax
import jax.numpy as jnp
from jax.sharding import AxisType, PartitionSpec as P


def sgd(i, state):
    grad = jnp.ones_like(state["w"]) * 0.01
    return {"w": state["w"] - grad, "step": state["step"] + 1}


@jax.jit
def train_and_export(state):
    state = jax.lax.fori_loop(0, 5, sgd, state)
    return jax.lax.with_sharding_constraint(state["w"], P(None, None))


mesh = jax.make_mesh((2, 4), ("data", "model"), axis_types=(AxisType.Explicit,) * 2)
with jax.set_mesh(mesh):
    state = {"w": jnp.zeros((8, 16), out_sharding=P(None, "model")), "step": jnp.zeros((), jnp.int32)}
    print(train_and_export(state).sharding.spec)
