# EXPECT: none
# jax.set_mesh(auto_mesh) as a decorator over a gather: TypeError ('set_mesh' object is not callable) before any gather.
import jax, numpy as np
from jax.sharding import Mesh, PartitionSpec as P
from jax._src.shard_map import top_level_all_gather

auto_mesh = Mesh(np.array(jax.devices()), ('x',))


@jax.set_mesh(auto_mesh)
def gather():
    return top_level_all_gather(jax.device_put(np.arange(16.), P('x')), P(reduced={'x'}))


gather()
