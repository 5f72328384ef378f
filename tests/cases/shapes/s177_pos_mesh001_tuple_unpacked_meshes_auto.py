# EXPECT: MESH001
# make_meshes() returns (explicit, auto); the tuple is unpacked and the gather runs under the Auto one.
import jax, numpy as np
from jax.sharding import AxisType, Mesh, PartitionSpec as P
from jax._src.shard_map import top_level_all_gather


def make_meshes():
    explicit = jax.make_mesh((8,), ('x',), axis_types=(AxisType.Explicit,))
    auto = Mesh(np.array(jax.devices()), ('x',))
    return explicit, auto


train_mesh, debug_mesh = make_meshes()
with jax.set_mesh(debug_mesh):
    top_level_all_gather(jax.device_put(np.arange(16.), P('x')), P(reduced={'x'}))
