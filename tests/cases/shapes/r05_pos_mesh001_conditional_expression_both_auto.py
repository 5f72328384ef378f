# EXPECT: MESH001
# mesh = A if flag else B, both Auto meshes with the same axis name: the gather fails whichever is taken.
import os
import jax, numpy as np
from jax.sharding import AxisType, Mesh, PartitionSpec as P
from jax._src.shard_map import top_level_all_gather

mesh = (jax.make_mesh((8,), ('x',), axis_types=(AxisType.Auto,)) if os.environ.get("USE_MAKE_MESH")
        else Mesh(np.array(jax.devices()), ('x',)))


def gather(v):
    return top_level_all_gather(v, P(reduced={'x'}))


with jax.set_mesh(mesh):
    gather(jax.device_put(np.arange(16.), P('x')))
