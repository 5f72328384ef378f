# EXPECT: none
# A loop over mesh shapes, every mesh Explicit; the gather is correct each time.
import jax, numpy as np
from jax.sharding import AxisType, PartitionSpec as P
from jax._src.shard_map import top_level_all_gather

for n in (2, 4, 8):
    mesh = jax.make_mesh((n,), ('x',), axis_types=(AxisType.Explicit,), devices=jax.devices()[:n])
    with jax.set_mesh(mesh):
        x = jax.device_put(np.arange(16.), P('x'))
        top_level_all_gather(x, P(reduced={'x'}))
