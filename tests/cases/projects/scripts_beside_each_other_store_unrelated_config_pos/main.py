# EXPECT: MESH211
# Two scripts share a folder; neither imports the other. sweep.py stores `cfg.mesh_axes` / `cfg.axis_types` on
# its own namespace, which can never reach main.py's Layout class: Layout's class attributes stay as written,
# two axis names with one axis type.
import jax
from jax.sharding import AxisType


class Layout:
    mesh_axes = ("data", "expert")
    axis_types = (AxisType.Explicit,)


def build():
    return jax.make_mesh((4, 2), Layout.mesh_axes, axis_types=Layout.axis_types)


if __name__ == "__main__":
    print(build())
