import jax
import jax.numpy as jnp
from jax.sharding import PartitionSpec as P

from .ops.norms import global_grad_norm
from .parallel import init_device_mesh


class Trainer:
    def __init__(self, cfg):
        self.cfg = cfg
        init_device_mesh(cfg.mesh_shape, cfg.mesh_axes)
        self.mesh = jax.make_mesh(cfg.mesh_shape, cfg.mesh_axes)
        self._step = jax.jit(self.train_step)

    def train_step(self, w, x, y):
        def loss_fn(w):
            # FSDP: gather the 'data'-sharded rows of the weight before using it
            w_full = jax.reshard(w, P(None, "model"))
            pred = jnp.tanh(x @ w_full)
            return jnp.mean((pred - y) ** 2)

        loss, grad = jax.value_and_grad(loss_fn)(w)
        gnorm = global_grad_norm(grad)
        scale = jnp.minimum(1.0, self.cfg.clip / (gnorm + 1e-6))
        return w - self.cfg.lr * scale * grad, loss, gnorm

    def fit(self, steps):
        cfg = self.cfg
        with jax.set_mesh(self.mesh):
            w = jax.device_put(jnp.full((cfg.features, cfg.hidden), 0.01), P("data", "model"))
            x = jax.device_put(jnp.ones((cfg.batch, cfg.features)), P("data", None))
            y = jax.device_put(jnp.zeros((cfg.batch, cfg.hidden)), P("data", "model"))
            for i in range(steps):
                w, loss, gnorm = self._step(w, x, y)
                print(f"step {i}: loss={float(loss):.4f} grad_norm={float(gnorm):.4f}")
        return w
