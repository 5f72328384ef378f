# EXPECT: MESH002
# Realistic FSDP step: params placed by device_put in main(), passed to a jitted train_step that gathers them
# without reduced.
import dataclasses
import jax, jax.numpy as jnp, numpy as np
from jax.sharding import PartitionSpec as P
from jax._src.shard_map import top_level_all_gather

@dataclasses.dataclass
class Config:
    steps: int = 2
    lr: float = 0.1

@jax.jit
def train_step(params, batch, lr):
    full = top_level_all_gather(params, P(None, 'model'))
    loss = jnp.sum(batch @ full)
    return params - lr * loss

def main(cfg):
    mesh = jax.make_mesh((4, 2), ('data', 'model'))
    with jax.set_mesh(mesh):
        params = jax.device_put(np.ones((8, 2)), P('data', 'model'))
        batch = jnp.ones((4, 8))
        for _ in range(cfg.steps):
            params = train_step(params, batch, cfg.lr)

main(Config())
