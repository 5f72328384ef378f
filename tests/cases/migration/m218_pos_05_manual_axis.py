# EXPECT: MESH218
# reduced over a Manual axis.
import jax
import jax.sharding as shd

mesh = jax.make_mesh((2, 4), ('a', 'b'), axis_types=(shd.AxisType.Explicit, shd.AxisType.Manual))
s = shd.NamedSharding(mesh, shd.PartitionSpec(reduced={'a', 'b'}))
