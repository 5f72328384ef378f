# EXPECT: MESH001
# A jitted module global (gather_params) is called inside train(), which enters a Mesh(...) (Auto) mesh.
import jax, numpy as np
from jax.sharding import Mesh, PartitionSpec as P
from jax._src.shard_map import top_level_all_gather

gather_params = jax.jit(lambda w: top_level_all_gather(w, P(reduced={'fsdp'})))


def train(steps):
    mesh = Mesh(np.array(jax.devices()), ('fsdp',))
    with jax.set_mesh(mesh):
        w = jax.device_put(np.ones((16,)), P('fsdp'))
        for _ in range(steps):
            full = gather_params(w)
    return full


train(2)
