# EXPECT: MESH207
# A frozen dataclass builds its mesh in __post_init__ (object.__setattr__) with jax.sharding.Mesh, whose
# axes default to Auto; jax.reshard onto P('data') then names an Auto axis.
import dataclasses
import jax
import numpy as np
from jax.sharding import Mesh, PartitionSpec as P


@dataclasses.dataclass(frozen=True)
class ShardingSetup:
    axes: tuple = ('data',)
    mesh: Mesh = dataclasses.field(init=False)

    def __post_init__(self):
        object.__setattr__(self, 'mesh', Mesh(np.array(jax.devices()), self.axes))

    def shard_batch(self, batch):
        with jax.set_mesh(self.mesh):
            return jax.reshard(batch, P(self.axes[0]))


if __name__ == "__main__":
    setup = ShardingSetup()
    print(setup.shard_batch(np.ones((16, 4), np.float32)).sharding)
