# EXPECT: none
# On an Auto mesh the migration target is with_sharding_constraint, which accepts Auto axes.
import jax
import jax.numpy as jnp
from jax.sharding import AxisType, PartitionSpec as P

mesh = jax.make_mesh((8,), ('x',), axis_types=(AxisType.Auto,))


@jax.jit
def f(a):
    return jax.lax.with_sharding_constraint(a * 2, P('x'))


with jax.set_mesh(mesh):
    f(jnp.arange(16.0))
