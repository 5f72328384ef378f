# EXPECT: none
# The train state's layout is a NamedTuple of spec trees (params like the params, the step replicated); the
# init is jitted with it as out_shardings and run under the mesh.
from typing import Any, NamedTuple

import jax
import jax.numpy as jnp
from jax.sharding import AxisType, PartitionSpec as P


class TrainState(NamedTuple):
    params: Any
    step: Any


PARAM_SPECS = {"w": P("data", None), "b": P(None)}


def init_state():
    return TrainState(params={"w": jnp.zeros((16, 8)), "b": jnp.zeros((8,))}, step=jnp.zeros((), jnp.int32))


def main():
    mesh = jax.make_mesh((8,), ("data",), axis_types=(AxisType.Explicit,))
    layout = TrainState(params=PARAM_SPECS, step=P())
    with jax.set_mesh(mesh):
        state = jax.jit(init_state, out_shardings=layout)()
        print(state.params["w"].sharding.spec)


if __name__ == "__main__":
    main()
