# EXPECT: MESH204
# Equality compares the shardings of both structs, so the PartitionSpec is resolved with no mesh set.
import jax
import jax.numpy as jnp
from jax.sharding import PartitionSpec as P

a = jax.ShapeDtypeStruct((8,), jnp.float32, sharding=P('x'))
b = jax.ShapeDtypeStruct((8,), jnp.float32, sharding=P('x'))
if a == b:
    print('same')
