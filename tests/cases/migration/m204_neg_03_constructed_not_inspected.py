# EXPECT: none
# Building the struct is fine: the PartitionSpec is only resolved when its sharding is read.
import jax
import jax.numpy as jnp
from jax.sharding import PartitionSpec as P

sds = jax.ShapeDtypeStruct((16, 4), jnp.float32, sharding=P('x', None))
print(sds.shape, sds.dtype, sds.ndim if hasattr(sds, 'ndim') else len(sds.shape))
