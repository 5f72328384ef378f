# EXPECT: none
# A SimpleNamespace config built with a bad axis_types is patched (attribute reassigned) before the mesh is built.
import types
import jax
from jax.sharding import AxisType

cfg = types.SimpleNamespace(mesh_axes=('data', 'model'), axis_types=(AxisType.Explicit,))
cfg.axis_types = (AxisType.Explicit, AxisType.Explicit)
mesh = jax.make_mesh((4, 2), cfg.mesh_axes, axis_types=cfg.axis_types)
