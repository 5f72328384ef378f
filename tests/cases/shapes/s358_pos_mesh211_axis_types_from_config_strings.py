# EXPECT: MESH211
# Axis types come from a config as lower-case strings turned into AxisType members by name; the config lists
# two of them for a three-axis mesh.
import jax
from jax.sharding import AxisType

CONFIG = {"mesh_shape": (2, 2, 2), "mesh_axes": ("data", "fsdp", "tensor"), "axis_types": ["explicit", "explicit"]}


def build_mesh(cfg):
    types = tuple(AxisType[t.capitalize()] for t in cfg["axis_types"])
    return jax.make_mesh(cfg["mesh_shape"], cfg["mesh_axes"], axis_types=types)


print(build_mesh(CONFIG))
