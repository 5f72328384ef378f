# EXPECT: none
# The same hierarchy with the subclass asking for Explicit axes (and a grandchild going through two super()
# calls): the out_sharding is fine.
import jax
import jax.numpy as jnp
from jax.sharding import AxisType, PartitionSpec as P


class Trainer:
    def __init__(self, shape, names, axis_types=None):
        self.mesh = jax.make_mesh(shape, names, axis_types=axis_types)

    def init_buffer(self, n):
        with jax.set_mesh(self.mesh):
            return jnp.zeros((n,), out_sharding=P("data"))


class ExplicitTrainer(Trainer):
    def __init__(self, n=8):
        super().__init__((n,), ("data",), axis_types=(AxisType.Explicit,))


class TunedTrainer(ExplicitTrainer):
    def __init__(self):
        super().__init__(n=8)
        self.lr = 1e-3


print(TunedTrainer().init_buffer(16).sharding.spec)
