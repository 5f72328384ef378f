# EXPECT: MESH002
# Training loop with FSDP-style weights: the gather of the weights omits reduced={'data'}.
import jax, jax.numpy as jnp, numpy as np
from jax.sharding import AxisType, PartitionSpec as P
from jax._src.shard_map import top_level_all_gather

def train(steps=2):
    mesh = jax.make_mesh((4, 2), ('data', 'model'), axis_types=(AxisType.Explicit,) * 2)
    with jax.set_mesh(mesh):
        w = jax.device_put(np.ones((8, 2)), P('data', 'model'))
        for _ in range(steps):
            full = top_level_all_gather(w, P(None, 'model'))
            w = w - 0.1 * jnp.sum(full)
    return w

train()
