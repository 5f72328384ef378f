# EXPECT: none
# Plain-dict config read by subscript and .get(): three axis names, three axis types (correct).
import jax
from jax.sharding import AxisType

CONFIG = {
    "mesh": {"shape": (2, 2, 2), "axes": ("data", "fsdp", "tensor")},
    "axis_types": (AxisType.Explicit,) * 3,
}


def make_mesh(cfg):
    return jax.make_mesh(cfg["mesh"]["shape"], cfg["mesh"]["axes"], axis_types=cfg.get("axis_types"))


mesh = make_mesh(CONFIG)
