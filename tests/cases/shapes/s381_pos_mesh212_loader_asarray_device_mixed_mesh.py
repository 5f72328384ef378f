# EXPECT: MESH212
# A data loader places host batches with jnp.asarray(device=...): the conversion constrains its result with
# with_sharding_constraint, which may only name Auto axes while the mesh mixes Explicit and Auto.
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
        return jnp.asarray(host, device=self.sharding)


mesh = jax.make_mesh((2, 4), ("data", "model"), axis_types=(AxisType.Explicit, AxisType.Auto))
loader = HostLoader(LoaderConfig(), mesh)
with jax.set_mesh(mesh):
    for step in range(2):
        batch = loader.next_batch(step)
