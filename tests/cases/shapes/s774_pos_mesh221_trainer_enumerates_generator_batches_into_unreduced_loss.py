# EXPECT: MESH221
# A Trainer's data() generator yields (x, y) pairs placed on the 'dp' axis, and its fit loop enumerates them into
# a jitted shard_map step. The step averages the gradient over 'dp' but returns the per-shard loss as is: that
# loss varies over 'dp' while out_specs P() promise a replicated value.
import dataclasses

import jax
import jax.numpy as jnp
import numpy as np
from jax.sharding import NamedSharding, PartitionSpec as P


@dataclasses.dataclass
class Config:
    features: int = 4
    batch: int = 32
    steps: int = 3
    lr: float = 0.1


class Trainer:
    def __init__(self, config):
        self.config = config
        self.mesh = jax.make_mesh((8,), ("dp",))
        self.w = jnp.zeros((config.features,))
        self.step = jax.jit(jax.shard_map(self._local_step, mesh=self.mesh,
                                          in_specs=(P(), P("dp"), P("dp")), out_specs=(P(), P())))

    def _local_step(self, w, x, y):
        def loss_fn(w):
            return jnp.mean((x @ w - y) ** 2)

        loss, grad = jax.value_and_grad(loss_fn)(w)
        grad = jax.lax.pmean(grad, "dp")
        return w - self.config.lr * grad, loss

    def data(self):
        rng = np.random.default_rng(0)
        sharding = NamedSharding(self.mesh, P("dp"))
        for _ in range(self.config.steps):
            x = rng.normal(size=(self.config.batch, self.config.features)).astype(np.float32)
            y = x.sum(axis=1)
            yield jax.device_put(x, sharding), jax.device_put(y, sharding)

    def fit(self):
        for i, (x, y) in enumerate(self.data()):
            self.w, loss = self.step(self.w, x, y)
            print(f"step {i}: loss={float(loss):.4f}")
        return self.w


Trainer(Config()).fit()
