# EXPECT: none
# Training-script shape done right: config dataclass, explicit mesh, jitted train_step in a loop.
import dataclasses
import jax, jax.numpy as jnp, numpy as np
from jax.sharding import AxisType, PartitionSpec as P
from jax._src.shard_map import top_level_all_gather

@dataclasses.dataclass(frozen=True)
class Config:
    data: int = 4
    model: int = 2
    steps: int = 3

@jax.jit
def train_step(w, batch):
    full_w = top_level_all_gather(w, P(None, None, reduced={'data'}))
    grad = jnp.sum(batch @ full_w)
    return w - 0.01 * grad

def train(cfg):
    mesh = jax.make_mesh((cfg.data, cfg.model), ('data', 'model'),
                         axis_types=(AxisType.Explicit, AxisType.Explicit))
    with jax.set_mesh(mesh):
        w = jax.device_put(np.ones((8, 2)), P('data', None))
        batch = jnp.ones((4, 8))
        for step in range(cfg.steps):
            w = train_step(w, batch)
    return w

train(Config())
