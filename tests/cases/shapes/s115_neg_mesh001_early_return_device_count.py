# EXPECT: none
# get_mesh() returns an Explicit mesh when jax.device_count() >= 8 (true here); the Auto fallback is never reached.
import jax, numpy as np
from jax.sharding import AxisType, Mesh, PartitionSpec as P
from jax._src.shard_map import top_level_all_gather


def get_mesh():
    if jax.device_count() >= 8:
        return jax.make_mesh((8,), ('x',), axis_types=(AxisType.Explicit,))
    return Mesh(np.array(jax.devices()), ('x',))


with jax.set_mesh(get_mesh()):
    top_level_all_gather(jax.device_put(np.arange(16.), P('x')), P(reduced={'x'}))
