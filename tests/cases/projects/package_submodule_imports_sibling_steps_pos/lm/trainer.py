import jax
import jax.numpy as jnp

from . import steps
from .mesh import mesh_scope


class Trainer:
    def __init__(self, config):
        self.config = config
        with mesh_scope():
            key = jax.random.key(config.seed)
            w = 0.02 * jax.random.normal(key, (config.d_model, config.d_ff))
            self.params = jax.device_put(w, steps.PARAM_SPEC)

    def make_batch(self, i):
        return jnp.full((self.config.batch_size, self.config.d_model), float(i), jnp.float32)

    def shard_batch(self, batch):
        with mesh_scope():
            return jax.device_put(batch, steps.BATCH_SPEC)

    def fit(self):
        train_step = steps.make_train_step(self.config.learning_rate)
        loss = None
        for i in range(self.config.num_steps):
            batch = self.shard_batch(self.make_batch(i))
            self.params, loss = train_step(self.params, batch)
        return loss
