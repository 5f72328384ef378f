# EXPECT: MESH203
# A data loader whose __iter__ is a generator placing each batch with a bare PartitionSpec: the loop runs the
# generator's body under its own context, where only the legacy `with mesh:` is in effect (no concrete mesh).
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
    with mesh:
        for batch in loader:
            total += float(batch.sum())
    return total


print(train(BatchLoader(3)))
