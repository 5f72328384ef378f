# EXPECT: none
# Written for reach-2: twin of g218 changing one dimension only: no MESH005 (what the unreduced spec does after the
# per-dimension checks is left to jax: it fails in vary_unreduced_cast, no rule's error).
import jax
import numpy as np
from jax.sharding import AxisType, PartitionSpec as P
from jax._src.shard_map import top_level_all_gather

mesh = jax.make_mesh((2, 2), ('x', 'y'), axis_types=(AxisType.Explicit,) * 2, devices=jax.devices()[:4])
with jax.set_mesh(mesh):
    x = jax.device_put(np.arange(128.0, dtype=np.float32).reshape(16, 8), P('x', None))
    top_level_all_gather(x, P(None, None, unreduced={'x'}))
