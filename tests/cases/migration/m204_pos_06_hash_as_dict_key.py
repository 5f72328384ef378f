# EXPECT: MESH204
# Using the struct as a dict key hashes it, including its sharding.
import jax
import jax.numpy as jnp
from jax.sharding import PartitionSpec as P

cache = {}
key = jax.ShapeDtypeStruct((4, 4), jnp.int32, sharding=P(None, 'x'))
cache[key] = 'compiled'
