# EXPECT: MESH001
# jax.grad through the gather, under a make_mesh with Auto axes.
import jax, numpy as np
from jax.sharding import AxisType, PartitionSpec as P
from jax._src.shard_map import top_level_all_gather

mesh = jax.make_mesh((8,), ('x',), axis_types=(AxisType.Auto,))
with jax.set_mesh(mesh):
    x = jax.device_put(np.arange(16.), P('x'))
    jax.grad(lambda v: top_level_all_gather(v, P(reduced={'x'})).sum())(x)
