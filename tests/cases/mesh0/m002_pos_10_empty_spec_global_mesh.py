# EXPECT: MESH002
# Global set_mesh of an explicit Mesh ctor; out_sharding P() (all dims gathered, no reduced).
import jax, numpy as np
from jax.sharding import AxisType, Mesh, PartitionSpec as P
from jax._src.shard_map import top_level_all_gather

jax.set_mesh(Mesh(np.array(jax.devices()), ('x',), axis_types=(AxisType.Explicit,)))
x = jax.device_put(np.arange(32.).reshape(8, 4), P('x', None))
top_level_all_gather(x, P())
