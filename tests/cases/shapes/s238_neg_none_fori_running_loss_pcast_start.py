# EXPECT: none
# s237 with the running total started as varying over 'data' (jax.lax.pcast, JAX's own suggestion): the carry
# keeps one type.
import functools

import jax
import jax.numpy as jnp
import numpy as np
from jax.sharding import PartitionSpec as P


class Trainer:
    def __init__(self, mesh, micro_batches=4):
        self.mesh = mesh
        self.micro_batches = micro_batches

    def _loss(self, batch):
        per_micro = batch.reshape(self.micro_batches, -1, batch.shape[-1])

        def body(i, total):
            return total + jnp.mean(per_micro[i] ** 2)

        start = jax.lax.pcast(0.0, ('data',), to='varying')
        return jax.lax.fori_loop(0, self.micro_batches, body, start)[None]

    @functools.cached_property
    def loss(self):
        return jax.jit(jax.shard_map(self._loss, mesh=self.mesh, in_specs=P('data'), out_specs=P('data')))


mesh = jax.make_mesh((2,), ('data',), axis_types=(jax.sharding.AxisType.Auto,))
print(Trainer(mesh).loss(np.ones((32, 4), np.float32)))
