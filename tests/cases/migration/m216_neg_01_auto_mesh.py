# EXPECT: none
# Correct: on an Auto mesh P.UNCONSTRAINED is allowed.
import jax
import jax.numpy as jnp
from jax.sharding import AxisType, PartitionSpec as P

mesh = jax.make_mesh((8,), ('batch',), axis_types=(AxisType.Auto,))
with jax.set_mesh(mesh):
    @jax.jit
    def f(a):
        return jax.lax.with_sharding_constraint(a * 2, P('batch', P.UNCONSTRAINED))

    f(jnp.ones((16, 4)))
