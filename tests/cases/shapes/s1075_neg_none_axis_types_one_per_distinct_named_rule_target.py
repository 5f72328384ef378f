# EXPECT: none
# The axis types are made one per distinct mesh axis the logical rules name (dict.fromkeys keeps the first of
# each), leaving out the rules that map to no axis: two axis types for the two axis names.
import jax
from jax.sharding import AxisType

RULES = (("batch", "data"), ("embed", None), ("mlp", "model"), ("heads", "model"))


def mesh_axes():
    return tuple(dict.fromkeys(axis for _, axis in RULES if axis is not None))


def build():
    names = tuple(sorted({axis for _, axis in RULES if axis is not None}, key=len))
    data, rest = divmod(8, 4)
    sizes = (data, 8 // data) if not rest else (8, 1)
    types = tuple(AxisType.Explicit for _ in mesh_axes())
    return jax.make_mesh(sizes, names, axis_types=types)


print(build())
