# EXPECT: MESH207
# A base Trainer builds its mesh from the axis types its subclass hands to super().__init__; the legacy
# subclass keeps Auto axes, and its step asks for an out_sharding over them.
import jax
import jax.numpy as jnp
from jax.sharding import AxisType, PartitionSpec as P


class Trainer:
    def __init__(self, shape, names, axis_types=None):
        self.mesh = jax.make_mesh(shape, names, axis_types=axis_types)

    def init_buffer(self, n):
        with jax.set_mesh(self.mesh):
            return jnp.zeros((n,), out_sharding=P("data"))


class LegacyTrainer(Trainer):
    def __init__(self):
        super().__init__((8,), ("data",), axis_types=(AxisType.Auto,))
        self.name = "legacy"


print(LegacyTrainer().init_buffer(16).sharding)
