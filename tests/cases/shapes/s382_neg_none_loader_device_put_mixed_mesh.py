# EXPECT: none
# The same loader placing batches with jax.device_put: no constraint, so the Explicit axis is fine.
import dataclasses

import jax
import jax.numpy as jnp
import numpy as np
from jax.sharding import AxisType, NamedSharding, PartitionSpec as P


@dataclasses.dataclass
class LoaderConfig:
    batch: int = 16
    features: int = 8


class HostLoader:
    def __init__(self, cfg: LoaderConfig, mesh):
        self.cfg = cfg
        self.sharding = NamedSharding(mesh, P("data", None))

    def next_batch(self, step: int):
        host = np.full((self.cfg.batch, self.cfg.features), step, np.float32)
        return jax.device_put(host, self.sharding)


mesh = jax.make_mesh((2, 4), ("data", "model"), axis_types=(AxisType.Explicit, AxisType.Auto))
loader = HostLoader(LoaderConfig(), mesh)
with jax.set_mesh(mesh):
    for step in range(2):
        batch = loader.next_batch(step)
        print(jnp.sum(batch))
