# EXPECT: none
# The initial carry may be resharded on a path the analysis cannot decide (a shape test it cannot read):
# one combination of values disagrees with the body, the other agrees, so nothing is certain.
import jax, jax.numpy as jnp
from jax.sharding import PartitionSpec as P
jax.set_mesh(jax.make_mesh((2, 4), ("x", "y")))
c = jax.device_put(jnp.ones((8, 8)), P("x"))
if c.shape[0] == 8:
    c = jax.reshard(c, P())
jax.lax.fori_loop(0, 2, lambda i, c: jax.reshard(c, P()), c)
