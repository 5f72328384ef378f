# EXPECT: MESH220
# Under an all-Explicit set mesh, a mismatching constraint fails as an assertion (different error).
import jax
import jax.numpy as jnp
from jax.sharding import PartitionSpec as P

mesh = jax.make_mesh((8,), ('batch',))
with jax.set_mesh(mesh):
    x = jnp.ones((16, 4))
    y = jax.jit(lambda a: jax.lax.with_sharding_constraint(a * 2, P('batch', None)))(x)
