# EXPECT: none
# A dict config with a bad axis_types entry is updated (cfg.update / item assignment) before the mesh is built.
import jax
from jax.sharding import AxisType

cfg = {"mesh_axes": ("data", "model"), "axis_types": (AxisType.Explicit,)}
cfg.update(axis_types=(AxisType.Explicit, AxisType.Explicit))
mesh = jax.make_mesh((4, 2), cfg["mesh_axes"], axis_types=cfg["axis_types"])
cfg2 = dict(cfg)
cfg2["axis_types"] = (AxisType.Auto, AxisType.Auto)
mesh2 = jax.make_mesh((4, 2), cfg2["mesh_axes"], axis_types=cfg2["axis_types"])
