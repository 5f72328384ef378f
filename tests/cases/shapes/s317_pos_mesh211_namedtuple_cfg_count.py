# EXPECT: MESH211
# A namedtuple mesh spec where a third axis was added to names but not to axis_types.
import collections
import jax
from jax.sharding import AxisType

MeshSpec = collections.namedtuple("MeshSpec", ["shape", "names", "types"])

SPECS = {
    "small": MeshSpec((8,), ("data",), (AxisType.Explicit,)),
    "3d": MeshSpec((2, 2, 2), ("data", "fsdp", "model"), (AxisType.Explicit, AxisType.Explicit)),
}


def mesh_for(name):
    spec = SPECS[name]
    return jax.make_mesh(spec.shape, spec.names, axis_types=spec.types)


m = mesh_for("small")
m3 = mesh_for("3d")
print(m, m3)
