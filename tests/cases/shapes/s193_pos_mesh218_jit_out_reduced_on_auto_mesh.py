# EXPECT: MESH218
# A jitted step declares a reduced output over 'model'; called under an all-Auto mesh, jit turns the bare spec
# into NamedSharding(mesh, spec) before tracing, and the mesh refuses reduced axes that are not Explicit.
import functools

import jax
import jax.numpy as jnp
from jax.sharding import AxisType, PartitionSpec as P

mesh = jax.make_mesh((2, 4), ('data', 'model'), axis_types=(AxisType.Auto, AxisType.Auto))


@functools.partial(jax.jit, out_shardings=P('data', reduced={'model'}))
def step(x):
    return x * 2


with jax.set_mesh(mesh):
    y = step(jnp.ones((16, 8)))
