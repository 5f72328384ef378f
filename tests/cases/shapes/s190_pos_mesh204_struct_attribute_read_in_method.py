# EXPECT: MESH204
# A model keeps the abstract shapes of its parameters on the instance; a later method prints them. No mesh is set
# anywhere, so the first read of a struct's sharding raises.
import dataclasses

import jax
import jax.numpy as jnp
from jax.sharding import PartitionSpec as P


@dataclasses.dataclass
class Dense:
    features: int

    def __post_init__(self):
        self.abstract = {
            'kernel': jax.ShapeDtypeStruct((8, self.features), jnp.float32, sharding=P(None, 'model')),
            'bias': jax.ShapeDtypeStruct((self.features,), jnp.float32, sharding=P('model')),
        }

    def describe(self):
        for name in ('kernel', 'bias'):
            print(name, self.abstract[name].sharding)


Dense(16).describe()
