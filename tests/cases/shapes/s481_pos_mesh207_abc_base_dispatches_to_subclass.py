# EXPECT: MESH207
# A trainer whose abstract base (abc.ABC) enters an Auto mesh and calls self.step(): the subclass's step
# asks jnp.zeros for out_sharding over the Auto axis.
import abc
import jax, jax.numpy as jnp
from jax.sharding import AxisType, PartitionSpec as P
class Trainer(abc.ABC):
    def fit(self):
        with jax.set_mesh(jax.make_mesh((8,), ('data',), axis_types=(AxisType.Auto,))):
            return self.step()
class AutoTrainer(Trainer):
    def step(self):
        return jnp.zeros((16,), out_sharding=P('data'))
AutoTrainer().fit()
