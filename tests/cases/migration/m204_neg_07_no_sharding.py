# EXPECT: none
# A struct without sharding prints fine anywhere.
import jax
import jax.numpy as jnp

sds = jax.ShapeDtypeStruct((16,), jnp.float32)
print(sds, sds.sharding, sds == sds)
