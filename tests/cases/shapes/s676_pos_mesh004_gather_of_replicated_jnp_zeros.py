# EXPECT: MESH004
# Under an all-Explicit mesh, jnp.zeros with no out_sharding is replicated: "gathering" it into P('x', None)
# asks to shard a dimension the input leaves unsharded, which top_level_all_gather refuses.
import jax
import jax.numpy as jnp
from jax._src.shard_map import top_level_all_gather
from jax.sharding import AxisType, PartitionSpec as P


def init_buffer(rows):
    return jnp.zeros((rows, 4))


with jax.set_mesh(jax.make_mesh((8,), ("x",), axis_types=(AxisType.Explicit,))):
    buf = init_buffer(16)
    print(top_level_all_gather(buf, P("x", None)).shape)
