# EXPECT: none
# The mesh builder drops axes of size 1 from its name, size and type lists (list.pop in a reversed index loop)
# before it builds the mesh: two names, two sizes, two types.
import dataclasses

import jax
from jax.sharding import AxisType


@dataclasses.dataclass
class MeshConfig:
    data: int = 2
    fsdp: int = 4
    tensor: int = 1
    drop_trivial_axes: bool = True


def build_mesh(mc: MeshConfig):
    names = ["data", "fsdp", "tensor"]
    sizes = [mc.data, mc.fsdp, mc.tensor]
    types = [AxisType.Explicit] * len(names)
    if mc.drop_trivial_axes:
        for i in reversed(range(len(sizes))):
            if sizes[i] == 1:
                names.pop(i)
                sizes.pop(i)
                types.pop(i)
    return jax.make_mesh(tuple(sizes), tuple(names), axis_types=tuple(types))


if __name__ == "__main__":
    print(build_mesh(MeshConfig()).shape)
