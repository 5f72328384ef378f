# EXPECT: MESH001
# top_level_all_gather inside a loss function differentiated with jax.grad, under an Auto mesh.
import jax, jax.numpy as jnp, numpy as np
from jax.sharding import AxisType, PartitionSpec as P
from jax._src.shard_map import top_level_all_gather


def loss(w, batch):
    full = top_level_all_gather(w, P(reduced={'data'}))
    return jnp.sum(batch * full)


mesh = jax.make_mesh((8,), ('data',), axis_types=(AxisType.Auto,))
with jax.set_mesh(mesh):
    w = jax.device_put(np.ones((16,)), P('data'))
    g = jax.grad(loss)(w, jnp.ones((16,)))
