# EXPECT: MESH211
# Plain-dict config read by subscript: three axis names, two axis types.
import jax
from jax.sharding import AxisType

CONFIG = {
    "mesh": {"shape": (2, 2, 2), "axes": ("data", "fsdp", "tensor")},
    "axis_types": (AxisType.Explicit, AxisType.Explicit),
}


def make_mesh(cfg):
    return jax.make_mesh(cfg["mesh"]["shape"], cfg["mesh"]["axes"], axis_types=cfg["axis_types"])


mesh = make_mesh(CONFIG)
