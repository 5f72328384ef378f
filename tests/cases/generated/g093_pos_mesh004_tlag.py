# EXPECT: MESH004
# Generated (tests/generator seed 104, p104_00062), shrunk; analyzer disagreed: fn MESH004 | tlag.
import jax
import jax.numpy as jnp
from jax.sharding import AbstractMesh, AxisType, Mesh, NamedSharding, PartitionSpec as P
from jax._src import shard_map as shard_map_lib
mesh = jax.make_mesh((2,), ('data',), axis_types=(AxisType.Explicit,), devices=jax.devices()[:2])
with jax.set_mesh(mesh):
    x = jnp.zeros((16, 8), jnp.float32, out_sharding=P(None, 'data'))
    y = shard_map_lib.top_level_all_gather(x, P('data', None), multi_dim=False)
