import jax
import jax.numpy as jnp
from jax.sharding import PartitionSpec as P


class LinearModel:
    def __init__(self, cfg):
        self.cfg = cfg

    def loss(self, w, x, y):
        err = x @ w - y
        return self.aggregate(jnp.mean(err ** 2))

    def aggregate(self, local):
        return jax.lax.pmean(local, self.cfg.reduce_axes)


def make_train_step(model, mesh):
    def step(w, x, y):
        loss, g = model.loss(w, x, y), jax.grad(model.loss)(w, x, y)
        return loss, w - model.cfg.lr * g
    batch = P(model.cfg.batch_axes)
    return jax.jit(jax.shard_map(step, mesh=mesh, in_specs=(P(), batch, batch),
                                 out_specs=(P(), P())))
