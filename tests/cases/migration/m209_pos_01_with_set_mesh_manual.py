# EXPECT: MESH209
# A mesh whose axis is Manual cannot be set as the context mesh; Manual mode is entered via shard_map.
import jax
from jax.sharding import AxisType

mesh = jax.make_mesh((8,), ('x',), axis_types=(AxisType.Manual,))
with jax.set_mesh(mesh):
    pass
