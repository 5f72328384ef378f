# EXPECT: MESH210
# No preset matches the requested name, so the for loop ends without a break and its `else:` returns the
# user's axis types as given: a list, which jax.make_mesh refuses.
import jax
from jax.sharding import AxisType

PRESETS = (
    ("dp", (8,), ("data",), (AxisType.Explicit,)),
    ("dp_tp", (4, 2), ("data", "model"), (AxisType.Explicit, AxisType.Explicit)),
)


def layout(name, custom_types):
    for preset, shape, names, types in PRESETS:
        if preset == name:
            break
    else:
        return (2, 4), ("data", "model"), custom_types
    return shape, names, types


if __name__ == "__main__":
    shape, names, types = layout("fsdp_tp", [AxisType.Explicit, AxisType.Auto])
    print(jax.make_mesh(shape, names, axis_types=types))
