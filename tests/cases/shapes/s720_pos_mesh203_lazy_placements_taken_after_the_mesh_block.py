# EXPECT: MESH203
# A loader builds its placements lazily (a generator expression and a `map`) inside `with jax.set_mesh(...)`,
# but the trainer takes the items after the block ended: the device_put calls run then, with no mesh set.
import jax
import numpy as np
from jax.sharding import PartitionSpec as P


class Loader:
    def __init__(self, mesh, n):
        self.mesh = mesh
        self.host = [np.ones((8, 4), np.float32) for _ in range(n)]

    def placed(self):
        with jax.set_mesh(self.mesh):
            return (jax.device_put(b, P("data")) for b in self.host)


loader = Loader(jax.make_mesh((8,), ("data",)), 2)
batches = loader.placed()
total = sum(float(b.sum()) for b in batches)
