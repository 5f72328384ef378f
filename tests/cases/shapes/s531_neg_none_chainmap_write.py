# EXPECT: none
# Minimal shape: config container changed by a library call (chainmap_write) before it feeds the mesh/shard_map.
import collections
import jax
from jax.sharding import AxisType
cfg = {"axis_shapes": (4, 2), "axis_names": ("x", "y"), "axis_types": (AxisType.Explicit,)}
collections.ChainMap(cfg)["axis_types"] = (AxisType.Explicit,) * 2
jax.make_mesh(**cfg)
