# EXPECT: none
# Under an Auto mesh, but the call runs inside jax.sharding.explicit_axes, where the axes are Explicit.
import jax, numpy as np
from jax.sharding import AxisType, PartitionSpec as P
from jax._src.shard_map import top_level_all_gather

mesh = jax.make_mesh((8,), ('x',), axis_types=(AxisType.Auto,))
with jax.set_mesh(mesh):
    x = jax.device_put(np.arange(16.), P('x'))
    f = jax.sharding.explicit_axes(lambda v: top_level_all_gather(v, P(reduced={'x'})), in_sharding=P('x'))
    f(x)
