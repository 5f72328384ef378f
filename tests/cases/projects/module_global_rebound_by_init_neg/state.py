import jax
from jax.sharding import AxisType

# the default mesh (Auto axes); init_mesh() replaces it with the configured one
MESH = jax.make_mesh((8,), ("x",), axis_types=(AxisType.Auto,))


def init_mesh(explicit=True):
    global MESH
    kind = AxisType.Explicit if explicit else AxisType.Auto
    MESH = jax.make_mesh((8,), ("x",), axis_types=(kind,))
