# EXPECT: MESH222
# Explicit mesh: x is placed as P('data', None); x.T is P(None, 'data'); the shard_map expects P('data', None).
import jax
import jax.numpy as jnp
from jax.sharding import PartitionSpec as P

mesh = jax.make_mesh((8,), ('data',))


@jax.shard_map(in_specs=P('data', None), out_specs=P('data', None))
def normalize_rows(block):
    return block / jnp.linalg.norm(block, axis=1, keepdims=True)


with jax.set_mesh(mesh):
    x = jax.device_put(jnp.ones((16, 16)), P('data', None))
    print(normalize_rows(x.T).shape)
