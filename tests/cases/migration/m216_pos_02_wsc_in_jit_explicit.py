# EXPECT: MESH216
# with_sharding_constraint with an unconstrained dim under an all-Explicit set mesh.
import jax
import jax.numpy as jnp
from jax.sharding import PartitionSpec as P

mesh = jax.make_mesh((8,), ('batch',))
with jax.set_mesh(mesh):
    x = jax.device_put(jnp.ones((16, 4)), P('batch', None))

    @jax.jit
    def f(a):
        return jax.lax.with_sharding_constraint(a * 2, P('batch', P.UNCONSTRAINED))

    f(x)
