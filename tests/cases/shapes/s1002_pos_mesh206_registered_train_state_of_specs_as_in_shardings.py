# EXPECT: MESH206
# The train state is a dataclass registered as a pytree (its learning rate a static field); its shardings are
# the same dataclass holding specs, given to jit as in_shardings, and the step runs with no mesh set.
import dataclasses
from typing import Any

import jax
import jax.numpy as jnp
from jax.sharding import AxisType, PartitionSpec as P


@jax.tree_util.register_dataclass
@dataclasses.dataclass(frozen=True)
class TrainState:
    step: Any
    params: Any
    lr: float = dataclasses.field(default=0.1, metadata=dict(static=True))

    def layout(self, param_specs):
        return dataclasses.replace(self, step=P(), params=param_specs)


def train_step(state, x):
    grads = jax.tree.map(lambda w: w * x.mean(), state.params)
    params = jax.tree.map(lambda w, g: w - state.lr * g, state.params, grads)
    return dataclasses.replace(state, step=state.step + 1, params=params)


if __name__ == "__main__":
    mesh = jax.make_mesh((8,), ("data",), axis_types=(AxisType.Explicit,))
    state = TrainState(step=jnp.zeros((), jnp.int32), params={"w": jnp.ones((16, 4))})
    layout = state.layout({"w": P("data", None)})
    step = jax.jit(train_step, in_shardings=(layout, P("data")))
    state = step(state, jnp.ones((16,)))
    print(state.step)
