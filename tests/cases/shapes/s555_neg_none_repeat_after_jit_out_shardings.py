# EXPECT: none
# A jitted gather step (out_shardings=P(None, None)) runs before jnp.repeat along the formerly sharded batch axis.
import jax
import jax.numpy as jnp
import numpy as np
from jax.sharding import PartitionSpec as P

gather = jax.jit(lambda a: a + 0, out_shardings=P(None, None))

with jax.set_mesh(jax.make_mesh((8,), ("batch",))):
    tokens = jax.device_put(np.ones((16, 4), np.int32), P("batch", None))
    tokens = gather(tokens)
    print(jnp.repeat(tokens, 2, axis=0).shape)
