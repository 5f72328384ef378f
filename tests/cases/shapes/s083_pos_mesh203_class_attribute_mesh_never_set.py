# EXPECT: MESH203
# The mesh is a class attribute (Defaults.MESH); a loader device_puts with a bare spec and never sets it.
import jax, numpy as np
from jax.sharding import PartitionSpec as P


class Defaults:
    MESH = jax.make_mesh((4, 2), ('data', 'model'))
    BATCH_SPEC = P('data', None)


class Loader:
    spec = Defaults.BATCH_SPEC

    def load(self, batch):
        return jax.device_put(batch, self.spec)


Loader().load(np.ones((8, 4), np.float32))
