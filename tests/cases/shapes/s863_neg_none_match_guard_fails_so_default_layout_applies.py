# EXPECT: none
# The run config asks for the "custom" layout without a mesh section: the guard fails and the next case gives
# the default all-Explicit layout (the JSON strings are never used).
import json

import jax
from jax.sharding import AxisType

RUN = json.loads('{"layout": "custom", "mesh_hint": {"shape": [2, 4], "names": ["data", "model"], '
                 '"types": ["Explicit", "Auto"]}}')


def resolve(cfg):
    match cfg["layout"]:
        case "dp":
            return (8,), ("data",), (AxisType.Explicit,)
        case "custom" if "mesh" in cfg:
            m = cfg["mesh"]
            return tuple(m["shape"]), tuple(m["names"]), tuple(m["types"])
        case "custom" | "default":
            return (2, 4), ("data", "model"), (AxisType.Explicit, AxisType.Explicit)
        case other:
            raise KeyError(other)


if __name__ == "__main__":
    shape, names, types = resolve(RUN)
    print(jax.make_mesh(shape, names, axis_types=types))
