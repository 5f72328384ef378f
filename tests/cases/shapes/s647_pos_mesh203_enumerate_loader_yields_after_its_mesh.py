# EXPECT: MESH203
# The loader leaves its mesh block before yielding: the enumerated training loop places a batch with a bare
# spec and no mesh set.
import jax
import numpy as np
from jax.sharding import PartitionSpec as P


class Loader:
    def __init__(self):
        self.mesh = jax.make_mesh((8,), ("data",))

    def _batches(self):
        with jax.set_mesh(self.mesh):
            data = [np.ones((16, 4), np.float32) for _ in range(2)]
        for batch in data:
            yield batch

    def __iter__(self):
        return self._batches()


for i, batch in enumerate(Loader()):
    jax.device_put(batch, P("data", None))
