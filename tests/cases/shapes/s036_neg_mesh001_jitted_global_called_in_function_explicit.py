# EXPECT: none
# A jitted module global (gather_params) is called inside train(), which enters an Explicit mesh (correct).
import jax, numpy as np
from jax.sharding import AxisType, PartitionSpec as P
from jax._src.shard_map import top_level_all_gather

gather_params = jax.jit(lambda w: top_level_all_gather(w, P(reduced={'fsdp'})))


def train(steps):
    mesh = jax.make_mesh((8,), ('fsdp',), axis_types=(AxisType.Explicit,))
    with jax.set_mesh(mesh):
        w = jax.device_put(np.ones((16,)), P('fsdp'))
        for _ in range(steps):
            full = gather_params(w)
    return full


train(2)
