# EXPECT: none
# Methods calling methods: fit() enters jax.set_mesh(self.mesh) and calls _epoch() -> _step() (correct).
import jax, jax.numpy as jnp
from jax.sharding import PartitionSpec as P


def _local_update(x):
    return x - jax.lax.pmean(x, 'batch')


class Fitter:
    def __init__(self):
        self.mesh = jax.make_mesh((8,), ('batch',))
        self.update = jax.jit(jax.shard_map(_local_update, in_specs=P('batch'), out_specs=P('batch')))

    def _step(self, x):
        return self.update(x)

    def _epoch(self, x):
        for _ in range(2):
            x = self._step(x)
        return x

    def fit(self):
        with jax.set_mesh(self.mesh):
            return self._epoch(jax.device_put(jnp.ones((16,)), P('batch')))


Fitter().fit()
