# EXPECT: none
# Generated (tests/generator seed 104, p104_00773), shrunk; analyzer disagreed: fp MESH001 | tlag.
import jax
import numpy as np
from jax.sharding import AbstractMesh, AxisType, Mesh, NamedSharding, PartitionSpec as P
from jax._src.shard_map import top_level_all_gather
mesh = jax.make_mesh(axis_shapes=(2,), axis_names=('data',), devices=jax.devices()[:2])
x = jax.device_put(np.arange(128.0, dtype=np.float32).reshape(16, 8), NamedSharding(mesh, P('data', None)))
y = top_level_all_gather(x, NamedSharding(mesh, P('data', 'data')))
