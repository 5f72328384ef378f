# EXPECT: MESH005
# The same gather with size-1 mesh axes kept in types (the config switched off explicitly): P('x', 'y') keeps
# both axes, and gathering both dimensions in one call needs multi_dim=True.
import jax
import numpy as np
from jax.sharding import AxisType, PartitionSpec as P
from jax._src.shard_map import top_level_all_gather

jax.config.update('jax_remove_size_one_mesh_axis_from_type', False)


def gather(mesh, batch):
    with jax.remove_size_one_mesh_axis_from_type(False), jax.set_mesh(mesh):
        arr = jax.device_put(batch, P('x', 'y'))
        return jax.jit(lambda x: top_level_all_gather(x, P()))(arr)


print(gather(jax.make_mesh((1, 1), ('x', 'y'), axis_types=(jax.sharding.AxisType.Explicit,) * 2),
             np.arange(8.0).reshape(4, 2)))
