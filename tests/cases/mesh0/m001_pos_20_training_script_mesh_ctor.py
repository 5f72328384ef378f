# EXPECT: MESH001
# Training-script shape: config dataclass, Mesh(...) built without axis_types (Auto), jitted train_step in a loop.
import dataclasses
import jax, jax.numpy as jnp, numpy as np
from jax.sharding import Mesh, PartitionSpec as P
from jax._src.shard_map import top_level_all_gather

@dataclasses.dataclass
class Config:
    steps: int = 2
    lr: float = 0.1

def make_mesh():
    return Mesh(np.array(jax.devices()).reshape(4, 2), ('data', 'model'))

@jax.jit
def train_step(w, batch, lr):
    full_w = top_level_all_gather(w, P(None, None, reduced={'data'}))
    loss = jnp.sum(batch @ full_w)
    return w - lr * loss

def main(cfg):
    mesh = make_mesh()
    with jax.set_mesh(mesh):
        w = jax.device_put(np.ones((8, 2)), P('data', None))
        batch = jnp.ones((4, 8))
        for _ in range(cfg.steps):
            w = train_step(w, batch, cfg.lr)

main(Config())
