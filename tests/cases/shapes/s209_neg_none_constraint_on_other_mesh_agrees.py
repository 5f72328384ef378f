# EXPECT: none
# The same constraint on a batch already sharded over 'data' under the context mesh: the specs agree, so the
# assert passes (the sharding's own mesh is not compared) and JAX runs it.
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
            batch = jax.device_put(jnp.ones((8, 4)), P(self.cfg.data_axis))
            return jax.jit(self.step)(batch)


print(Trainer(Config()).run())
