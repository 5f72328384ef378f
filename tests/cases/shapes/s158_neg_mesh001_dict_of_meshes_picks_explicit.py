# EXPECT: none
# A registry dict holds an Explicit "train" mesh and an Auto "debug" mesh; the gather runs under MESHES["train"].
import jax, numpy as np
from jax.sharding import AxisType, Mesh, PartitionSpec as P
from jax._src.shard_map import top_level_all_gather

MESHES = {
    "train": jax.make_mesh((8,), ('x',), axis_types=(AxisType.Explicit,)),
    "debug": Mesh(np.array(jax.devices()), ('x',)),
}
with jax.set_mesh(MESHES["train"]):
    top_level_all_gather(jax.device_put(np.arange(16.), P('x')), P(reduced={'x'}))
