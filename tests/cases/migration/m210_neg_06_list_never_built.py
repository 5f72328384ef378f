# EXPECT: none
# The list-typed mesh is built in a function that is never called.
import jax
from jax.sharding import AxisType


def legacy_mesh():
    return jax.make_mesh((8,), ('x',), axis_types=[AxisType.Explicit])


mesh = jax.make_mesh((8,), ('x',), axis_types=(AxisType.Explicit,))
