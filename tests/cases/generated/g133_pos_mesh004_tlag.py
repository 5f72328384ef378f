# EXPECT: MESH004
# Generated (tests/generator seed 106, p106_01134), shrunk; analyzer disagreed: fn MESH004 | tlag.
import jax
import jax.numpy as jnp
from jax.sharding import AbstractMesh, AxisType, Mesh, NamedSharding, PartitionSpec as P
from jax._src.shard_map import top_level_all_gather
mesh = jax.make_mesh((8,), ('x',), axis_types=AxisType.Explicit)
with jax.sharding.set_mesh(mesh):
    x = jnp.zeros((16, 8), jnp.float32, out_sharding=P('x', None))
    y = top_level_all_gather(x, P(None, 'x'), multi_dim=True)
