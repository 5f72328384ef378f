# EXPECT: MESH210
# A mesh-config dataclass normalises its axis types to a tuple in __post_init__; a subclass overrides
# __post_init__ to clamp a size field (whose default is computed: 1 << 20) without calling the parent's, so its
# list default of axis types reaches jax.make_mesh as a list.
from dataclasses import dataclass, field

import jax
import jax.numpy as jnp
from jax.sharding import AxisType, PartitionSpec as P


@dataclass
class MeshConfig:
    shape: tuple = (8,)
    names: tuple = ("data",)
    axis_types: object = ("explicit",)

    def __post_init__(self):
        self.axis_types = tuple(AxisType[t.capitalize()] if isinstance(t, str) else t for t in self.axis_types)

    def build(self):
        return jax.make_mesh(self.shape, self.names, axis_types=self.axis_types)


@dataclass
class FSDPMeshConfig(MeshConfig):
    shape: tuple = (2, 4)
    names: tuple = ("data", "fsdp")
    axis_types: object = field(default_factory=lambda: [AxisType.Explicit, AxisType.Explicit])
    min_shard_bytes: int = 1 << 20

    def __post_init__(self):
        self.min_shard_bytes = max(int(self.min_shard_bytes), 1)


if __name__ == "__main__":
    mesh = FSDPMeshConfig().build()
    with jax.set_mesh(mesh):
        print(jnp.zeros((16, 16), out_sharding=P("fsdp", None)).sharding.spec)
