# EXPECT: none
# The launcher drops every axis of size 1 from both the shape and the axis types, so the mesh gets as many
# types as names.
import jax
from jax.sharding import AxisType

KINDS = {"explicit": AxisType.Explicit, "auto": AxisType.Auto}


def launch_config():
    return {"shape": {"data": 4, "model": 2, "pipe": 1},
            "kinds": {"data": "explicit", "model": "explicit", "pipe": "auto"}}


def drop_trivial(cfg):
    for axis, size in list(cfg["shape"].items()):
        if size == 1:
            del cfg["kinds"][axis]
            del cfg["shape"][axis]
    return cfg


def build_mesh(cfg):
    names = tuple(cfg["shape"])
    types = tuple(KINDS[cfg["kinds"][n]] for n in names if n in cfg["kinds"])
    return jax.make_mesh(tuple(cfg["shape"].values()), names, axis_types=types)


mesh = build_mesh(drop_trivial(launch_config()))
print(mesh)
