# EXPECT: MESH003
# Generated (tests/generator seed 105, p105_01154), shrunk; analyzer disagreed: fn MESH003 | tlag.
import jax
import jax.numpy as jnp
from jax.sharding import AbstractMesh, AxisType, Mesh, NamedSharding, PartitionSpec as P
from jax._src.shard_map import top_level_all_gather
mesh = jax.make_mesh((2, 4), ('x', 'y'))
with jax.set_mesh(mesh):
    x = jnp.zeros((16, 8), jnp.float32, out_sharding=P(None, 'y'))
    y = top_level_all_gather(x, P(None, 'x', reduced={'y'}))
