# EXPECT: MESH005
# Generated (tests/generator seed 106, p106_01011), shrunk; analyzer disagreed: fn MESH005 | tlag.
import jax
import jax.numpy as jnp
from jax.sharding import AbstractMesh, AxisType, Mesh, NamedSharding, PartitionSpec as P
from jax._src.shard_map import top_level_all_gather
mesh = jax.make_mesh((4, 2), ('x', 'y'), axis_types=(AxisType.Explicit,) * 2)
with jax.sharding.set_mesh(mesh):
    x = jnp.zeros((16, 8), jnp.float32, out_sharding=P('y', 'x'))
    y = top_level_all_gather(x, P(None, None))
