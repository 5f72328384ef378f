# EXPECT: none
# The same model, fitted under `with jax.set_mesh(mesh)` (correct).
import jax, jax.numpy as jnp
from jax.sharding import PartitionSpec as P


class Model:
    def __init__(self, lr):
        self.lr = lr
        self.update = jax.jit(self._update, in_shardings=(P('data'), P('data')), out_shardings=P('data'))

    def _update(self, w, g):
        return w - self.lr * g

    def fit(self, w):
        for _ in range(2):
            w = self.update(w, jnp.ones_like(w))
        return w


mesh = jax.make_mesh((8,), ('data',))
with jax.set_mesh(mesh):
    Model(0.1).fit(jax.device_put(jnp.ones((16,)), P('data')))
