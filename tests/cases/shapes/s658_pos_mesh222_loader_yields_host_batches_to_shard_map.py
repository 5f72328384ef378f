# EXPECT: MESH222
# A loader's generator yields host batches (replicated wherever they go); the training loop feeds each one to a
# shard_map over an all-Explicit mesh whose in_specs say it is sharded over 'data': jax refuses the difference.
import jax
import jax.numpy as jnp
import numpy as np
from jax.sharding import PartitionSpec as P

mesh = jax.make_mesh((8,), ("data",))


def batches(n):
    for step in range(n):
        yield np.full((16, 4), step, np.float32) / 255.0


step = jax.shard_map(lambda b: b * 2.0, mesh=mesh, in_specs=P("data", None), out_specs=P("data", None))
for batch in batches(3):
    print(jnp.sum(step(batch)))
