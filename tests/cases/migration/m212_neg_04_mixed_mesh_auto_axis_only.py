# EXPECT: none
# A mixed mesh: the constraint names only the Auto axis 'model'.
import jax
import jax.numpy as jnp
from jax.sharding import AxisType, PartitionSpec as P

mesh = jax.make_mesh((4, 2), ('data', 'model'), axis_types=(AxisType.Explicit, AxisType.Auto))
with jax.set_mesh(mesh):
    @jax.jit
    def f(x):
        return jax.lax.with_sharding_constraint(x * 2, P(None, 'model'))
    f(jnp.ones((8, 4)))
