# EXPECT: none
# Lowering jit with such a struct and no mesh fails too, but with jit's own argument error.
import jax
import jax.numpy as jnp
from jax.sharding import PartitionSpec as P

sds = jax.ShapeDtypeStruct((16,), jnp.float32, sharding=P('x'))
jax.jit(lambda x: x * 2).lower(sds)
