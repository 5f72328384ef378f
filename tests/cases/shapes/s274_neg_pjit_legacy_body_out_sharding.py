# EXPECT: none
# Inside a pjit body (called under the legacy `with mesh:`), a buffer is created with out_sharding=P(...).
import numpy as np
import jax
import jax.numpy as jnp
from jax.experimental.pjit import pjit
from jax.sharding import PartitionSpec as P


class Accumulator:
    def __init__(self, mesh):
        self.mesh = mesh
        self._step = pjit(self._add)

    @staticmethod
    def _add(x):
        zeros = jnp.zeros(x.shape, x.dtype, out_sharding=P("data", None))
        return zeros + x

    def __call__(self, x):
        with self.mesh:
            return self._step(x)


acc = Accumulator(jax.make_mesh((8,), ("data",)))
print(acc(np.ones((16, 4), np.float32)).sharding)
