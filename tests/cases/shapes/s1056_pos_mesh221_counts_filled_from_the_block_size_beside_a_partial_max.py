# EXPECT: MESH221
# Per-shard statistics: the element count is filled from the block's static size (replicated), the norm is
# local, and the max is reduced over 'mp' only, so it still varies over 'dp', which its out_spec leaves out.
from functools import partial

import jax
import jax.numpy as jnp
from jax.sharding import AxisType, PartitionSpec as P

mesh = jax.make_mesh((2, 4), ("dp", "mp"), axis_types=(AxisType.Auto,) * 2)


@partial(jax.shard_map, mesh=mesh, in_specs=P(("dp", "mp")),
         out_specs={"count": P(), "max": P("mp"), "norm": P(("dp", "mp"))})
def stats(g):
    return {"count": jnp.full((1,), g.size, jnp.float32),
            "max": jax.lax.pmax(jnp.max(g, keepdims=True), "mp"),
            "norm": jnp.sqrt(jnp.sum(g * g, keepdims=True))}


print(jax.tree.map(jnp.shape, stats(jnp.arange(64, dtype=jnp.float32))))
