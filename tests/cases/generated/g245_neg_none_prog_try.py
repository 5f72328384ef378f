# EXPECT: none
# The same mesh, but the spec leaves 'z' out: device_put itself fails (no OpSharding jax can place), before the
# gather is reached.
import jax
import numpy as np
from jax.sharding import AxisType, Mesh, NamedSharding, PartitionSpec as P
from jax._src.shard_map import top_level_all_gather

mesh = Mesh(np.array(jax.devices()[:8]).reshape((2, 2, 2)), ('x', 'y', 'z'),
            axis_types=(AxisType.Manual, AxisType.Explicit, AxisType.Explicit))
try:
    x = jax.device_put(np.arange(128.0, dtype=np.float32).reshape(16, 8), NamedSharding(mesh, P('x', 'y')))
    print(top_level_all_gather(x, NamedSharding(mesh, P('x', 'y'))).shape)
except (AssertionError, NotImplementedError) as e:
    print('device_put failed:', type(e).__name__)
