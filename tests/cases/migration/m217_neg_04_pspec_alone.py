# EXPECT: none
# A PartitionSpec with unreduced is not checked until it meets a mesh.
import jax
from jax.sharding import PartitionSpec as P

spec = P(None, unreduced={'x'})
mesh = jax.make_mesh((8,), ('x',), axis_types=(jax.sharding.AxisType.Auto,))
print(spec)
