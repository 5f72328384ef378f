# EXPECT: MESH211
# The mesh factory chains optional parallelism axes (from a generator over the run's flags) onto the base axes,
# but keeps the base axis types: with tensor parallelism on there are three names and two types.
import itertools

import jax
from jax.sharding import AxisType

BASE_AXES = ("data", "fsdp")
BASE_TYPES = (AxisType.Explicit, AxisType.Explicit)


def optional_axes(tensor, expert):
    if tensor:
        yield "tensor"
    if expert:
        yield "expert"


def build(tensor=False, expert=False):
    names = tuple(itertools.chain(BASE_AXES, optional_axes(tensor, expert)))
    shape = (4, 2) if len(names) == 2 else (2,) * len(names)
    return jax.make_mesh(shape, names, axis_types=BASE_TYPES)


if __name__ == "__main__":
    for flags in [(False, False), (True, False)]:
        print(flags, build(*flags).axis_names)
