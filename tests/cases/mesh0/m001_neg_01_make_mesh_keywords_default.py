# EXPECT: none
# make_mesh with keyword arguments and no axis_types (all Explicit in jax >= 0.9) under `with jax.set_mesh`.
import jax, numpy as np
from jax.sharding import PartitionSpec as P
from jax._src.shard_map import top_level_all_gather

mesh = jax.make_mesh(axis_shapes=(4, 2), axis_names=('x', 'y'))
with jax.set_mesh(mesh):
    x = jax.device_put(np.arange(16.).reshape(8, 2), P('x', 'y'))
    y = top_level_all_gather(x, P(None, 'y', reduced={'x'}))
    assert y.shape == (8, 2)
