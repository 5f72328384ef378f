# EXPECT: MESH210
# `dataclasses.replace` on a config with a derived `field(init=False)`: the derived field is not passed again
# (its __post_init__ sets it anew), and the override's axis types arrive as a list, which make_mesh refuses.
import dataclasses
import math

import jax
from jax.sharding import AxisType


@dataclasses.dataclass
class MeshSpec:
    dims: tuple = (8,)
    names: tuple = ("data",)
    total: int = dataclasses.field(init=False, default=0)
    axis_types: tuple = (AxisType.Explicit,)

    def __post_init__(self):
        self.total = math.prod(self.dims)


def with_model_axis(spec):
    return dataclasses.replace(spec, dims=(4, 2), names=("data", "model"),
                               axis_types=[AxisType.Explicit, AxisType.Explicit])


if __name__ == "__main__":
    spec = with_model_axis(MeshSpec())
    mesh = jax.make_mesh(spec.dims, spec.names, axis_types=spec.axis_types)
    print(spec.total, mesh)
