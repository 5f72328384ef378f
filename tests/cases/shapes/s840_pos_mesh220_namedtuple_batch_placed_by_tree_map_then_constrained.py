# EXPECT: MESH220
# jax.tree.map over a NamedTuple batch keeps its class and fields: the eval batch is replicated leaf by leaf,
# so constraining its inputs to the data-parallel layout under an all-Explicit mesh fails.
from typing import NamedTuple

import jax
import jax.numpy as jnp
from jax.sharding import AxisType, PartitionSpec as P


class Batch(NamedTuple):
    inputs: jax.Array
    targets: jax.Array


def replicate(batch: Batch) -> Batch:
    return jax.tree.map(lambda leaf: jax.device_put(leaf, P()), batch)


def forward(batch: Batch):
    x = jax.lax.with_sharding_constraint(batch.inputs, P("data", None))
    return jnp.mean((x.sum(-1) - batch.targets) ** 2)


if __name__ == "__main__":
    mesh = jax.make_mesh((8,), ("data",), axis_types=(AxisType.Explicit,))
    with jax.set_mesh(mesh):
        batch = replicate(Batch(jnp.ones((16, 4)), jnp.zeros((16,))))
        print(forward(batch))
