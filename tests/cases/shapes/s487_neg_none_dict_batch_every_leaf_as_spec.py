# EXPECT: none
# A batch dict whose every leaf is placed as the prefix in_spec says: the all-Explicit shard_map takes it.
import jax
import jax.numpy as jnp
from jax.sharding import PartitionSpec as P

jax.set_mesh(jax.make_mesh((8,), ("i",)))
batch = {"x": jax.device_put(jnp.ones(16), P("i")), "y": jax.device_put(jnp.zeros(16), P("i"))}
f = jax.shard_map(lambda b: {k: v * 2 for k, v in b.items()}, in_specs=P("i"), out_specs=P("i"))
print(f(batch)["y"].sharding)
