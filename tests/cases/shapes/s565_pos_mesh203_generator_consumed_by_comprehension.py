# EXPECT: MESH203
# A subclass DataLoader "simplifies" placement to a bare spec from the property; iterating outside any mesh fails.
import jax
import numpy as np
from jax.sharding import NamedSharding, PartitionSpec as P


class DataLoader:
    def __init__(self, mesh, batch_axis="data"):
        self.mesh = mesh
        self.batch_axis = batch_axis

    @property
    def batch_spec(self):
        return P(self.batch_axis, None)

    def place(self, batch):
        return jax.device_put(batch, NamedSharding(self.mesh, self.batch_spec))

    def __iter__(self):
        for i in range(2):
            yield self.place(np.full((8, 4), i, np.float32))


class FastDataLoader(DataLoader):
    def place(self, batch):
        return jax.device_put(batch, self.batch_spec)


loader = FastDataLoader(jax.make_mesh((8,), ("data",)))
print([b.sharding.spec for b in loader])
