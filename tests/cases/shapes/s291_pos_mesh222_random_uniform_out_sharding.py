# EXPECT: MESH222
# Noise drawn with out_sharding=P(None, 'model') is fed to a shard_map that expects it sharded on dim 0 over 'data'.
import jax
import jax.numpy as jnp
from jax.sharding import PartitionSpec as P

mesh = jax.make_mesh((4, 2), ('data', 'model'))

with jax.set_mesh(mesh):
    noise = jax.random.uniform(jax.random.key(1), (8, 4), out_sharding=P(None, 'model'))
    f = jax.shard_map(lambda n: n * 0.01, in_specs=P('data', None), out_specs=P('data', None))
    print(f(noise).shape)
