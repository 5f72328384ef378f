# EXPECT: none
# jax.reshard to a spec naming an axis the context mesh lacks raises first: the Auto-axes collective after it
# is never reached (a config object carries the axis names).
import dataclasses

import jax
import jax.numpy as jnp
import numpy as np
from jax.sharding import AxisType, PartitionSpec as P
from jax._src.shard_map import top_level_all_gather


@dataclasses.dataclass
class Config:
    batch_axis: str = 'data'


class Model:
    def __init__(self, cfg):
        self.cfg = cfg
        self.mesh = jax.make_mesh((8,), ('x',), axis_types=(AxisType.Auto,))

    def step(self, x):
        with jax.set_mesh(self.mesh):
            x = jax.device_put(x, P('x'))
            x = jax.reshard(x, P(self.cfg.batch_axis))
            return top_level_all_gather(x, P(None))


Model(Config()).step(np.arange(16.0, dtype=np.float32))
