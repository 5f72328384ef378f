# EXPECT: none
# A trainer enters jax.set_mesh by calling the context manager's __enter__ in start(); the jitted step runs after it.
import jax, numpy as np
from jax.sharding import AxisType, PartitionSpec as P


class Trainer:
    def __init__(self):
        self.mesh = jax.make_mesh((8,), ('data',), axis_types=(AxisType.Auto,))
        self.step = jax.jit(lambda w: w * 2, in_shardings=P('data'), out_shardings=P('data'))

    def start(self):
        self._ctx = jax.set_mesh(self.mesh)
        self._ctx.__enter__()

    def train(self):
        return self.step(np.ones((16,), np.float32))


t = Trainer()
t.start()
t.train()
