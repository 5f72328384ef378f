# EXPECT: MESH206
# The trainer jits its step on first use and caches it on itself (`if self._step is None: self._step = ...`);
# the step names bare PartitionSpecs, and the loop runs it with no mesh set.
import jax
import jax.numpy as jnp
from jax.sharding import PartitionSpec as P


class Trainer:
    def __init__(self, lr):
        self.lr = lr
        self.param_spec = {"w": P(None, "model")}
        self._step = None

    def _train_step(self, params, x):
        grads = jax.grad(lambda p: jnp.sum((x @ p["w"]) ** 2))(params)
        return jax.tree.map(lambda p, g: p - self.lr * g, params, grads)

    @property
    def train_step(self):
        if self._step is None:
            self._step = jax.jit(self._train_step, in_shardings=(self.param_spec, P("data", None)),
                                 out_shardings=self.param_spec)
        return self._step

    def fit(self, params, x, steps):
        for _ in range(steps):
            params = self.train_step(params, x)
        return params


if __name__ == "__main__":
    mesh = jax.make_mesh((2, 4), ("data", "model"))
    trainer = Trainer(1e-2)
    params = {"w": jnp.full((8, 16), 0.1)}
    print(trainer.fit(params, jnp.ones((8, 8)), 20)["w"].shape)
