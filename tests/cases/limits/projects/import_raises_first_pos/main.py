# EXPECT: MESH210
# Importing `helpers` runs its top level, which builds a mesh with string axis_types and raises: main's own
# Auto-mesh collective after the import never runs.
import jax
import numpy as np
from jax.sharding import AxisType, PartitionSpec as P
from jax._src.shard_map import top_level_all_gather

import helpers

mesh = jax.make_mesh((8,), ('x',), axis_types=(AxisType.Auto,))
with jax.set_mesh(mesh):
    x = jax.device_put(np.arange(16.0), P('x'))
    print(top_level_all_gather(x, P(reduced={'x'})), helpers.DATA_MESH)
