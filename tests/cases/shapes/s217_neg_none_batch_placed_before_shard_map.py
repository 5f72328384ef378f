# EXPECT: none
# The same trainer placing the host batch first (device_put with the in_spec's NamedSharding): the input is
# sharded as the in_spec says, and JAX runs it.
import jax
import numpy as np
from jax.sharding import NamedSharding, PartitionSpec as P


class Trainer:
    def __init__(self, mesh):
        self.mesh = mesh
        self.step = jax.jit(jax.shard_map(self._step, mesh=mesh, in_specs=P('data'), out_specs=P('data')))

    def _step(self, batch):
        return batch * 2

    def fit(self):
        batch = jax.device_put(np.ones((16, 4), np.float32), NamedSharding(self.mesh, P('data')))
        return self.step(batch)


print(Trainer(jax.make_mesh((8,), ('data',))).fit().shape)
