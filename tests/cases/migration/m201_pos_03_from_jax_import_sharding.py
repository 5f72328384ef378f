# EXPECT: MESH201
# `from jax import sharding` then `sharding.use_mesh` as a decorator-free context manager inside a function.
import jax
import numpy as np
from jax import sharding


def make_params(mesh):
    with sharding.use_mesh(mesh):
        return jax.device_put(np.zeros((8, 8), np.float32), sharding.PartitionSpec('x', None))


params = make_params(jax.make_mesh((8,), ('x',)))
