# EXPECT: MESH003
# Generated (tests/generator seed 104, p104_01108), shrunk; analyzer disagreed: fn MESH003 | tlag.
import jax
import jax.numpy as jnp
from jax.sharding import AbstractMesh, AxisType, Mesh, NamedSharding, PartitionSpec as P
from jax._src.shard_map import top_level_all_gather
mesh = jax.make_mesh((4, 2), ('x', 'y'), axis_types=(AxisType.Explicit, AxisType.Explicit))
jax.set_mesh(mesh)
x = jnp.zeros((16, 8), jnp.float32, out_sharding=P(('x', 'y'), None))
y = top_level_all_gather(x, P(('y', 'x'), None))
