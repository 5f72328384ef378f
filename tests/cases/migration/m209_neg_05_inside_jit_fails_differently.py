# EXPECT: none
# set_mesh inside a traced function fails on the "outside of jax.jit" check first.
import jax
import jax.numpy as jnp
from jax.sharding import AxisType

mesh = jax.make_mesh((8,), ('x',), axis_types=(AxisType.Manual,))


@jax.jit
def f(a):
    with jax.set_mesh(mesh):
        return a + 1


f(jnp.ones(4))
