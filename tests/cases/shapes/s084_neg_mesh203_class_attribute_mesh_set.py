# EXPECT: none
# The mesh is a class attribute (Defaults.MESH) entered with jax.set_mesh around the loader's bare-spec device_put.
import jax, numpy as np
from jax.sharding import PartitionSpec as P


class Defaults:
    MESH = jax.make_mesh((4, 2), ('data', 'model'))
    BATCH_SPEC = P('data', None)


class Loader:
    spec = Defaults.BATCH_SPEC

    def load(self, batch):
        return jax.device_put(batch, self.spec)


with jax.set_mesh(Defaults.MESH):
    Loader().load(np.ones((8, 4), np.float32))
