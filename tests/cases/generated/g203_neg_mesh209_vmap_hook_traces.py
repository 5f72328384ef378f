# EXPECT: none
# Written for reach-2: twin of g202 where the hook runs under jax.vmap: set_mesh is refused there with another
# error ("can only be used outside of jax.jit") before it looks at the Manual axis.
import functools
import jax
import jax.numpy as jnp
from jax.sharding import AxisType


def enter(mesh, x):
    jax.set_mesh(mesh)
    return x


mesh = jax.make_mesh((8,), ('stage',), axis_types=(AxisType.Manual,))
jax.vmap(functools.partial(enter, mesh))(jnp.ones((2,)))
