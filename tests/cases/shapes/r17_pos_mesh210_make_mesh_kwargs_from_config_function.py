# EXPECT: MESH210
# A config function returns make_mesh keyword arguments; axis_types is a list, spread in with **.
import jax
from jax.sharding import AxisType


def mesh_kwargs():
    return dict(axis_shapes=(8,), axis_names=('x',), axis_types=[AxisType.Explicit])


mesh = jax.make_mesh(**mesh_kwargs())
