import jax
from jax.sharding import AxisType


def build_mesh():
    return jax.make_mesh((8,), ('x',), axis_types=(AxisType.Explicit,))
