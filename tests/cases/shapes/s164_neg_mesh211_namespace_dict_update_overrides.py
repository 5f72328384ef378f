# EXPECT: none
# Command-line-style overrides applied with vars(cfg).update(...) fix a bad axis_types default before the mesh is built.
import types
import jax
from jax.sharding import AxisType

cfg = types.SimpleNamespace(mesh_shape=(4, 2), mesh_axes=('data', 'model'), axis_types=(AxisType.Explicit,))
overrides = {"axis_types": (AxisType.Explicit, AxisType.Explicit)}
vars(cfg).update(overrides)
mesh = jax.make_mesh(cfg.mesh_shape, cfg.mesh_axes, axis_types=cfg.axis_types)
