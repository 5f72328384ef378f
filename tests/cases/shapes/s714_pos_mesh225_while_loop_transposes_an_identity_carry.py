# EXPECT: MESH225
# A while_loop over an identity-initialised matrix placed as P('x', None) transposes it each step: the carry
# comes back as P(None, 'x'), another type on the Explicit axis.
import jax, jax.numpy as jnp, numpy as np
from jax.sharding import PartitionSpec as P
mesh = jax.make_mesh((8,), ("x",))
with jax.set_mesh(mesh):
    a = jax.device_put(np.eye(8, dtype=np.float32), P("x", None))
    out = jax.lax.while_loop(lambda m: m.sum() < 0, lambda m: m.T, a)
