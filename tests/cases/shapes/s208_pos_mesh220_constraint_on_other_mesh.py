# EXPECT: MESH220
# The constraint names a NamedSharding over another mesh (the one the config object built first), under an
# all-Explicit context mesh: with_sharding_constraint only asserts, comparing the array's spec with the
# constraint's whatever mesh it is on, and the host batch is replicated.
import dataclasses

import jax
import jax.numpy as jnp
from jax.sharding import AxisType, NamedSharding, PartitionSpec as P


@dataclasses.dataclass
class Config:
    data_axis: str = 'data'


class Trainer:
    def __init__(self, cfg):
        self.cfg = cfg
        self.host_mesh = jax.make_mesh((2,), (cfg.data_axis,), devices=jax.devices()[:2])
        self.mesh = jax.make_mesh((2, 4), (cfg.data_axis, 'model'), axis_types=(AxisType.Explicit,) * 2)

    def step(self, batch):
        batch = jax.lax.with_sharding_constraint(batch, NamedSharding(self.host_mesh, P(self.cfg.data_axis)))
        return batch.sum()

    def run(self):
        with jax.set_mesh(self.mesh):
            return jax.jit(self.step)(jnp.ones((8, 4)))


print(Trainer(Config()).run())
