# EXPECT: MESH002
# Generated (tests/generator seed 105, p105_00694), shrunk; analyzer disagreed: fn MESH002 | tlag.
import jax
import jax.numpy as jnp
from jax.sharding import AbstractMesh, AxisType, Mesh, NamedSharding, PartitionSpec as P
from jax._src import shard_map as shard_map_lib
mesh = jax.make_mesh(axis_shapes=(2, 2), axis_names=('x', 'y'), axis_types=(AxisType.Explicit,) * 2, devices=jax.devices()[:4])
with jax.set_mesh(mesh):
    x = jnp.zeros((16, 8), jnp.float32, out_sharding=P(None, 'y'))
    y = shard_map_lib.top_level_all_gather(x, NamedSharding(mesh, P(None, None)), multi_dim=True)
