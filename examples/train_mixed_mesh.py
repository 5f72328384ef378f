# EXPECT: MESH001
"""A training step that gathers parameters with top_level_all_gather under a half-explicit mesh.

jax raises at run time: top_level_all_gather works when all mesh axes of context mesh are explicit.
`jax-mesh-lsp check examples/` flags it (MESH001) before anything runs.
"""
import jax
import jax.numpy as jnp
import numpy as np
from jax.sharding import AxisType, PartitionSpec as P
from jax._src.shard_map import top_level_all_gather

mesh = jax.make_mesh((4, 2), ("data", "model"), axis_types=(AxisType.Explicit, AxisType.Auto))


def train_step(params, batch):
    full = top_level_all_gather(params, P(None, None, reduced={"data"}))
    return jnp.sum(full * batch.mean())


with jax.set_mesh(mesh):
    params = jax.device_put(np.ones((8, 2), np.float32), P("data", None))
    batch = jax.device_put(np.ones((8, 2), np.float32), P("data", None))
    loss = train_step(params, batch)
