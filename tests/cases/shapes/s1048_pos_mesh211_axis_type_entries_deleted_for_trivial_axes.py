# EXPECT: MESH211
# The launcher drops the axis-type entry of every axis of size 1 (it carries no sharding), but keeps the axis
# itself in the mesh: three axis names and two axis types.
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
    return cfg


def build_mesh(cfg):
    names = tuple(cfg["shape"])
    types = tuple(KINDS[cfg["kinds"][n]] for n in names if n in cfg["kinds"])
    return jax.make_mesh(tuple(cfg["shape"].values()), names, axis_types=types)


mesh = build_mesh(drop_trivial(launch_config()))
print(mesh)
