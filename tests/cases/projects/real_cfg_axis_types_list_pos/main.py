# EXPECT: MESH210
import jax
import jax.numpy as jnp
import numpy as np
from jax.sharding import PartitionSpec as P

from configs import TrainConfig
from mesh_lib import make_mesh_from_config


def loss_fn(w, batch):
    return jnp.mean((batch @ w) ** 2)


@jax.jit
def train_step(w, batch):
    g = jax.grad(loss_fn)(w, batch)
    return w - 1e-2 * g


def run(cfg):
    mesh = make_mesh_from_config(cfg.mesh)
    with jax.set_mesh(mesh):
        w = jax.device_put(np.ones((cfg.d_model, cfg.d_model), np.float32), P(None, "model"))
        for step in range(2):
            batch = jax.device_put(np.ones((cfg.global_batch_size, cfg.d_model), np.float32), P("data", None))
            w = train_step(w, batch)
    return w


if __name__ == "__main__":
    run(TrainConfig())
