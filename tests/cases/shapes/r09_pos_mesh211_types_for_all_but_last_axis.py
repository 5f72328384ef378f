# EXPECT: MESH211
# axis_types sized from names[:-1] (one fewer than the names) for a ('data', 'model') mesh.
import jax
from jax.sharding import AxisType

NAMES = ('data', 'model')


def build(shape):
    return jax.make_mesh(shape, NAMES, axis_types=(AxisType.Explicit,) * len(NAMES[:-1]))


build((4, 2))
