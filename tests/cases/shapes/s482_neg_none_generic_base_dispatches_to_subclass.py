# EXPECT: none
# The same trainer over a typing.Generic base, entering an Explicit mesh: the subclass's step may shard its
# output over the Explicit axis.
from typing import Generic, TypeVar

import jax
import jax.numpy as jnp
from jax.sharding import AxisType, PartitionSpec as P

T = TypeVar("T")


class Trainer(Generic[T]):
    def fit(self):
        with jax.set_mesh(jax.make_mesh((8,), ("data",), axis_types=(AxisType.Explicit,))):
            return self.step()


class ExplicitTrainer(Trainer[int]):
    def step(self):
        return jnp.zeros((16,), out_sharding=P("data"))


print(ExplicitTrainer().fit().sharding)
