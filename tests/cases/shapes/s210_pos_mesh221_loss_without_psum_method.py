# EXPECT: MESH221
# A data-parallel loss: each shard sums its own squared errors (a helper computes them) and the shard_map claims a
# replicated scalar (out_specs=P()) without a psum over 'batch'. JAX refuses the output when it traces the body.
import dataclasses

import jax
import jax.numpy as jnp
import numpy as np
from jax.sharding import Mesh, PartitionSpec as P


@dataclasses.dataclass
class Config:
    batch_axis: str = 'batch'


def squared_error(pred, target):
    return (pred - target) ** 2


class Trainer:
    def __init__(self, cfg):
        self.cfg = cfg
        self.mesh = Mesh(np.array(jax.devices()[:8]), (cfg.batch_axis,))

    def loss(self, pred, target):
        return jnp.mean(squared_error(pred, target))

    def step(self, pred, target):
        spec = P(self.cfg.batch_axis)
        fn = jax.shard_map(self.loss, mesh=self.mesh, in_specs=(spec, spec), out_specs=P())
        return jax.jit(fn)(pred, target)


print(Trainer(Config()).step(np.ones((16, 4)), np.zeros((16, 4))))
