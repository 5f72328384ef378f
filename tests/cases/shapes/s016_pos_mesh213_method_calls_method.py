# EXPECT: MESH213
# Methods calling methods: fit() -> _epoch() -> _step(), which calls a mesh-less shard_map; no mesh is ever set.
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
        return self._epoch(jnp.ones((16,)))


Fitter().fit()
