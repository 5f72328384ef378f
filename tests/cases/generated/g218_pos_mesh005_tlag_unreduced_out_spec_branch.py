# EXPECT: MESH005
# Written for reach-2: the out spec (chosen on a branch that folds) asks for unreduced axes and changes two
# dimensions without multi_dim=True: the per-dimension check fails first.
import jax
import numpy as np
from jax.sharding import AxisType, PartitionSpec as P
from jax._src.shard_map import top_level_all_gather

KEEP_UNREDUCED = True
mesh = jax.make_mesh((2, 2), ('x', 'y'), axis_types=(AxisType.Explicit,) * 2, devices=jax.devices()[:4])
if KEEP_UNREDUCED:
    out = P(None, None, unreduced={'x', 'y'})
else:
    out = P(None, None, reduced={'x', 'y'})
with jax.set_mesh(mesh):
    x = jax.device_put(np.arange(128.0, dtype=np.float32).reshape(16, 8), P('x', 'y'))
    top_level_all_gather(x, out)
