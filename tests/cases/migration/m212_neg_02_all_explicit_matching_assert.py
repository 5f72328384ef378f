# EXPECT: none
# Under an all-Explicit set mesh the constraint only asserts; here the sharding matches.
import jax
import jax.numpy as jnp
from jax.sharding import PartitionSpec as P

mesh = jax.make_mesh((8,), ('batch',))
with jax.set_mesh(mesh):
    x = jax.device_put(jnp.ones((16, 4)), P('batch', None))
    y = jax.jit(lambda a: jax.lax.with_sharding_constraint(a * 2, P('batch', None)))(x)
