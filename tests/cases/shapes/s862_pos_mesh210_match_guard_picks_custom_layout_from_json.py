# EXPECT: MESH210
# The run config asks for the "custom" layout and carries a mesh section, so the guarded case applies: the axis
# types come straight from JSON as strings, which jax.make_mesh refuses.
import json

import jax
from jax.sharding import AxisType

RUN = json.loads('{"layout": "custom", "mesh": {"shape": [2, 4], "names": ["data", "model"], '
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
