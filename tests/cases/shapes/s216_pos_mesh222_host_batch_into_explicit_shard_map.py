# EXPECT: MESH222
# Code written for Auto meshes meets jax.make_mesh's Explicit default: the trainer hands its host batch (NumPy)
# straight to a shard_map whose in_specs shard it over 'data'. Over an all-Explicit mesh shard_map takes inputs
# as they are, and a host array is replicated.
import jax
import numpy as np
from jax.sharding import PartitionSpec as P


class Trainer:
    def __init__(self, mesh):
        self.mesh = mesh
        self.step = jax.jit(jax.shard_map(self._step, mesh=mesh, in_specs=P('data'), out_specs=P('data')))

    def _step(self, batch):
        return batch * 2

    def fit(self):
        batch = np.ones((16, 4), np.float32)
        return self.step(batch)


print(Trainer(jax.make_mesh((8,), ('data',))).fit().shape)
