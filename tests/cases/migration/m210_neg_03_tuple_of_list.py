# EXPECT: none
# A list converted with tuple(...) is fine.
import jax
import jax.sharding as shd

types = [shd.AxisType.Auto, shd.AxisType.Explicit]
mesh = jax.make_mesh((2, 4), ('dp', 'tp'), axis_types=tuple(types))
