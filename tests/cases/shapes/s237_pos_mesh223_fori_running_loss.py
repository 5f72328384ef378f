# EXPECT: MESH223
# A trainer sums the loss of its micro-batches with fori_loop, starting from 0.0. The batch is sharded over
# 'data', so each step's loss varies over 'data' while the initial carry (a constant) varies over nothing: the
# carry would change type, and JAX refuses the loop body when the shard_map traces it.
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

        return jax.lax.fori_loop(0, self.micro_batches, body, 0.0)[None]

    @functools.cached_property
    def loss(self):
        return jax.jit(jax.shard_map(self._loss, mesh=self.mesh, in_specs=P('data'), out_specs=P('data')))


mesh = jax.make_mesh((2,), ('data',), axis_types=(jax.sharding.AxisType.Auto,))
print(Trainer(mesh).loss(np.ones((32, 4), np.float32)))
