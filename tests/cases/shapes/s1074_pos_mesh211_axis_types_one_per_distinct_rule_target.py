# EXPECT: MESH211
# The axis types are made one per distinct mesh axis the logical rules name (dict.fromkeys keeps the first of
# each, None included), while the mesh axes are the rule targets sorted by name length: None counts as an
# axis type of its own there, so three axis types meet two axis names.
import jax
from jax.sharding import AxisType

RULES = (("batch", "data"), ("embed", None), ("mlp", "model"), ("heads", "model"))


def mesh_axes():
    return tuple(dict.fromkeys(axis for _, axis in RULES))


def build():
    names = tuple(sorted({axis for _, axis in RULES if axis is not None}, key=len))
    data, rest = divmod(8, 4)
    sizes = (data, 8 // data) if not rest else (8, 1)
    types = tuple(AxisType.Explicit for _ in mesh_axes())
    return jax.make_mesh(sizes, names, axis_types=types)


print(build())
