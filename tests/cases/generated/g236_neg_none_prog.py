# EXPECT: none
# The same spec on a mesh with an Auto axis: the set mesh accepts P.UNCONSTRAINED.
import jax
import jax.numpy as jnp
from jax.sharding import AxisType, PartitionSpec as P

mesh = jax.make_mesh((4, 2), ('data', 'model'), axis_types=(AxisType.Auto, AxisType.Explicit))
with jax.set_mesh(mesh):
    s = jax.ShapeDtypeStruct((16, 8), jnp.float32, sharding=P('data', P.UNCONSTRAINED))
    print(s.sharding)
