# EXPECT: MESH212
# A mixed mesh is set; the constraint names the Explicit axis 'data'.
import jax
import jax.numpy as jnp
from jax.sharding import AxisType, PartitionSpec as P

mesh = jax.make_mesh((4, 2), ('data', 'model'), axis_types=(AxisType.Explicit, AxisType.Auto))
with jax.set_mesh(mesh):
    @jax.jit
    def f(x):
        return jax.lax.with_sharding_constraint(x * 2, P('data', 'model'))
    f(jnp.ones((8, 4)))
