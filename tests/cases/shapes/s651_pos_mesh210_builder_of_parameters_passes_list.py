# EXPECT: MESH210
# A mesh builder whose shape and names are its caller's: whatever they are, axis_types built as a list is refused
# by every mesh JAX can make. Judged alone (the launcher picks the builder by name), it is wrong for every caller.
import os
import sys

import jax
from jax.sharding import AxisType


def build(names=("data", "model"), shape=(4, 2)):
    return jax.make_mesh(shape, names, axis_types=[AxisType.Explicit] * len(names))


def build_3d(shape):
    names = ("data", "fsdp", "model")
    return jax.make_mesh(shape, names, axis_types=(AxisType.Explicit,) * len(names))


if __name__ == "__main__":
    print(build_3d((2, 2, 2)).axis_types)
    for name in os.environ.get("BUILDERS", "build").split(","):
        getattr(sys.modules[__name__], name)()
