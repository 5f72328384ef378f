# EXPECT: MESH005
# Checkpoint consolidation: each array's out spec is built from its own sharding (`x.sharding.spec`), replicated
# on every dimension and reduced over the axes it was sharded on. The embedding is sharded on two dimensions,
# so its gather changes both without multi_dim.
import jax
import jax.numpy as jnp
from jax._src.shard_map import top_level_all_gather
from jax.sharding import PartitionSpec as P


def sharded_axes(spec):
    return {a for entry in spec if entry is not None for a in (entry if isinstance(entry, tuple) else (entry,))}


def full_spec(x):
    return P(*([None] * x.ndim), reduced=sharded_axes(x.sharding.spec))


def consolidate(embed, unembed):
    return (top_level_all_gather(embed, full_spec(embed)),
            top_level_all_gather(unembed, full_spec(unembed)))


mesh = jax.make_mesh((2, 4), ("data", "model"))
with jax.set_mesh(mesh):
    embed = jax.device_put(jnp.full((64, 32), 0.5), P("data", "model"))
    unembed = jax.device_put(jnp.full((32, 64), 0.5), P(None, "model"))
    full = consolidate(embed, unembed)
    print([jax.typeof(x) for x in full])
