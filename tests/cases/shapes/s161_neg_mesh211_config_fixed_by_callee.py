# EXPECT: none
# A SimpleNamespace config with a bad axis_types is fixed in place by a helper function before the mesh is built.
import types
import jax
from jax.sharding import AxisType

cfg = types.SimpleNamespace(mesh_axes=('data', 'model'), axis_types=(AxisType.Explicit,))


def normalize(c):
    if len(c.axis_types) != len(c.mesh_axes):
        c.axis_types = (AxisType.Explicit,) * len(c.mesh_axes)


normalize(cfg)
mesh = jax.make_mesh((4, 2), cfg.mesh_axes, axis_types=cfg.axis_types)
