# EXPECT: none
# A data loader whose __iter__ hands out a generator method's iterator; the generator yields inside the
# loader's `with jax.set_mesh(...)`, so the training loop's bare-spec placements run under that mesh, also
# when the loop enumerates the loader.
import dataclasses

import jax
import jax.numpy as jnp
import numpy as np
from jax.sharding import PartitionSpec as P


@dataclasses.dataclass
class Config:
    steps: int = 3
    batch: int = 16


class Loader:
    def __init__(self, cfg):
        self.cfg = cfg
        self.mesh = jax.make_mesh((8,), ("data",))

    def _batches(self):
        with jax.set_mesh(self.mesh):
            for step in range(self.cfg.steps):
                yield np.full((self.cfg.batch, 4), step, np.float32)

    def __iter__(self):
        return iter(self._batches())


def train(cfg):
    total = 0.0
    for step, batch in enumerate(Loader(cfg)):
        x = jax.device_put(batch, P("data", None))
        total += float(jnp.sum(x))
    for batch in Loader(cfg):
        jax.device_put(batch, P("data"))
    return total


print(train(Config()))
