# EXPECT: MESH221
# Planned under use_abstract_mesh: the jitted shard_map is traced before it would be lowered, so its out_specs=P()
# (the output varies over 'data') is refused first.
import jax
import numpy as np
from jax.sharding import AxisType, NamedSharding, PartitionSpec as P
mesh = jax.make_mesh(axis_shapes=(2, 2, 2), axis_names=('data', 'fsdp', 'model'), axis_types=(AxisType.Explicit, AxisType.Auto, AxisType.Explicit), devices=jax.devices()[:8])
with jax.sharding.use_abstract_mesh(mesh.abstract_mesh):
    x = jax.device_put(np.ones((16, 8), np.float32), NamedSharding(mesh, P('data')))
    f = jax.jit(jax.shard_map(lambda a: a * 2, mesh=mesh, in_specs=P('data'), out_specs=P()))
    print(f(x).shape)
