# EXPECT: MESH001
# The gather sits in a block wrapped by jax.checkpoint (remat), called under an Auto mesh.
import jax, jax.numpy as jnp, numpy as np
from jax.sharding import AxisType, PartitionSpec as P
from jax._src.shard_map import top_level_all_gather


@jax.checkpoint
def block(w, x):
    return x * top_level_all_gather(w, P(reduced={'x'}))


mesh = jax.make_mesh((8,), ('x',), axis_types=(AxisType.Auto,))
with jax.set_mesh(mesh):
    w = jax.device_put(np.ones((16,)), P('x'))
    jax.jit(block)(w, jnp.ones((16,)))
