# EXPECT: none
# An experiment overrides the base config through a recursive deep merge: its mesh drops the fsdp axis, but
# the axis types are built from the merged config, so there is one per axis.
import copy

import jax
from jax.sharding import AxisType

BASE = {
    "mesh": {"axes": ("data", "fsdp", "tensor"), "shape": {"data": 2, "fsdp": 2, "tensor": 2}},
    "optimizer": {"lr": 1e-3, "b2": 0.95},
}
BASE_AXIS_TYPES = tuple(AxisType.Explicit for _ in BASE["mesh"]["axes"])

EXPERIMENTS = {
    "dp_tp": {"mesh": {"axes": ("data", "tensor"), "shape": {"data": 4, "tensor": 2}}},
}


def deep_merge(base, override):
    merged = copy.deepcopy(base)
    for key, value in override.items():
        if isinstance(value, dict) and isinstance(merged.get(key), dict):
            merged[key] = deep_merge(merged[key], value)
        else:
            merged[key] = value
    return merged


def build_mesh(cfg):
    axes = cfg["mesh"]["axes"]
    axis_types = tuple(AxisType.Explicit for _ in axes)
    return jax.make_mesh(tuple(cfg["mesh"]["shape"][a] for a in axes), axes, axis_types=axis_types)


if __name__ == "__main__":
    cfg = deep_merge(BASE, EXPERIMENTS["dp_tp"])
    print(build_mesh(cfg))
