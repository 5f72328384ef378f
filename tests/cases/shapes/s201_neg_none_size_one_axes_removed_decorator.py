# EXPECT: none
# With size-1 mesh axes removed from types (a JAX config, here as a decorator), P('x', 'y') on a (1, 1) mesh
# types as P(None, None): gathering to P() changes no dimension, and JAX does not raise. The analysis does not
# model that config: where it may be on, it stays silent.
import jax
import numpy as np
from jax.sharding import AxisType, PartitionSpec as P
from jax._src.shard_map import top_level_all_gather

MESH = jax.make_mesh((1, 1), ('x', 'y'), axis_types=(AxisType.Explicit,) * 2)


@jax.remove_size_one_mesh_axis_from_type(True)
def gather(batch):
    with jax.set_mesh(MESH):
        arr = jax.device_put(batch, P('x', 'y'))
        return jax.jit(lambda x: top_level_all_gather(x, P()))(arr)


print(gather(np.arange(8.0).reshape(4, 2)))
