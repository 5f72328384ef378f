import contextlib
import dataclasses
import functools
import os
import jax
import jax.numpy as jnp
import numpy as np
from jax.sharding import AbstractMesh, AxisType, Mesh, NamedSharding, PartitionSpec as P
from jax._src import shard_map as shard_map_lib


class Trainer_1:
    def __init__(self):
        self.mesh = jax.make_mesh((4, 2), ('x', 'y'), axis_types=(AxisType.Auto, AxisType.Auto))

    def run(self):
        with jax.sharding.use_abstract_mesh(self.mesh.abstract_mesh):
            x = jax.device_put(np.arange(128.0, dtype=np.float32).reshape(16, 8), P(('x', 'y'), None))
            y = shard_map_lib.top_level_all_gather(x, NamedSharding(self.mesh, P(None, None, reduced={'x', 'y'})), multi_dim=True)
            print(y.shape)
