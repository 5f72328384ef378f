# EXPECT: none
# s313 under jax.set_mesh: the generator runs where the mesh is set, so each bare spec resolves.
import jax
import numpy as np
from jax.sharding import Mesh, PartitionSpec as P


class BatchLoader:
    def __init__(self, num_batches, spec=P('data', None)):
        self.num_batches = num_batches
        self.spec = spec

    def __iter__(self):
        for i in range(self.num_batches):
            yield jax.device_put(np.full((16, 8), i, np.float32), self.spec)


def train(loader):
    mesh = Mesh(np.array(jax.devices()).reshape(4, 2), ('data', 'model'))
    total = 0.0
    with jax.set_mesh(mesh):
        for batch in loader:
            total += float(batch.sum())
    return total


print(train(BatchLoader(3)))
