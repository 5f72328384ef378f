# EXPECT: MESH206
# A model jits its update in __init__ with bare PartitionSpecs; fit() calls it with no mesh set.
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
Model(0.1).fit(jnp.ones((16,)))
