# EXPECT: none
# The optimizer state is a tuple built by a generator expression over the transforms' init functions
# (`tuple(t.init(params) for t in transforms)`); the momentum keeps the parameters' 2-D sharding, and the
# export gathers both dimensions with multi_dim=True, naming both axes in reduced: allowed.
from typing import Any, Callable, NamedTuple

import jax
import jax.numpy as jnp
from jax.sharding import AxisType, PartitionSpec as P
from jax._src.shard_map import top_level_all_gather


class Transform(NamedTuple):
    init: Callable[[Any], Any]


def momentum():
    def init(params):
        return jax.tree.map(jnp.zeros_like, params)
    return Transform(init)


def counter():
    def init(params):
        return None
    return Transform(init)


def init_all(transforms, params):
    return tuple(t.init(params) for t in transforms)


if __name__ == "__main__":
    mesh = jax.make_mesh((4, 2), ("data", "model"), axis_types=(AxisType.Explicit, AxisType.Explicit))
    with jax.set_mesh(mesh):
        params = {"w": jax.device_put(jnp.ones((8, 4)), P("data", "model"))}
        state = init_all((counter(), momentum()), params)
        exported = top_level_all_gather(state[1]["w"], P(reduced={"data", "model"}), multi_dim=True)
        print(exported.shape)
