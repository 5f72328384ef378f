# EXPECT: none
# The mesh section of a config is parsed into make_mesh's keyword arguments, which a launcher forwards through a
# `*args, **kwargs` wrapper; the axis types were collected in a list and are made a tuple before they leave.
import jax
from jax.sharding import AxisType, PartitionSpec as P

RAW_CONFIG = {"mesh": {"axes": {"data": 4, "model": 2}, "explicit": ["data"]}}


def parse_mesh_section(section):
    names, shape, types = [], [], []
    for name, size in section["axes"].items():
        names.append(name)
        shape.append(size)
        types.append(AxisType.Explicit if name in section["explicit"] else AxisType.Auto)
    return {"axis_shapes": tuple(shape), "axis_names": tuple(names), "axis_types": tuple(types)}


def _make_mesh(*args, **kwargs):
    return jax.make_mesh(*args, **kwargs)


def launch(**mesh_kwargs):
    mesh = _make_mesh(**mesh_kwargs)
    jax.set_mesh(mesh)
    return mesh


if __name__ == "__main__":
    mesh = launch(**parse_mesh_section(RAW_CONFIG["mesh"]))
    print(mesh.shape, P(*mesh.axis_names))
