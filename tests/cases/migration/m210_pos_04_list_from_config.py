# EXPECT: MESH210
# A config-driven list of axis types, built with a comprehension.
import jax
import jax.sharding as shd

CONFIG = {'mesh_shape': (2, 4), 'axis_names': ('dp', 'tp')}
axis_types = [shd.AxisType.Explicit for _ in CONFIG['axis_names']]
mesh = jax.make_mesh(CONFIG['mesh_shape'], CONFIG['axis_names'], axis_types=axis_types)
