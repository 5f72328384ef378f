# EXPECT: none
# An Auto mesh: the constraint really reshards, no assertion.
import jax
import jax.numpy as jnp
from jax.sharding import AxisType, PartitionSpec as P

mesh = jax.make_mesh((8,), ('batch',), axis_types=(AxisType.Auto,))
with jax.set_mesh(mesh):
    x = jnp.ones((16, 4))
    y = jax.jit(lambda a: jax.lax.with_sharding_constraint(a * 2, P('batch', None)))(x)
