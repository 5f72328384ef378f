import types

from jax.sharding import AxisType


def configs():
    for width in (1, 2):
        cfg = types.SimpleNamespace()
        cfg.mesh_axes = ("data",) if width == 1 else ("data", "model")
        cfg.axis_types = (AxisType.Explicit,) * width
        yield cfg


if __name__ == "__main__":
    print([c.mesh_axes for c in configs()])
