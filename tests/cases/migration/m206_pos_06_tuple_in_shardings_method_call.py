# EXPECT: MESH206
# A Trainer builds its jitted step with PartitionSpecs; run() calls it, with no mesh ever set.
import jax
import jax.numpy as jnp
from jax.sharding import PartitionSpec as P


class Trainer:
    def __init__(self):
        self.mesh = jax.make_mesh((4, 2), ('data', 'model'))
        self.step = jax.jit(self._step, in_shardings=(P(None, 'model'), P('data', None)),
                            out_shardings=P(None, 'model'))

    @staticmethod
    def _step(w, x):
        return w - 0.1 * (x.T @ (x @ w))

    def run(self):
        return self.step(jnp.ones((4, 6)), jnp.ones((8, 4)))


Trainer().run()
