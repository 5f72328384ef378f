# EXPECT: none
# A plugin registry: @register'ed setup functions run from a loop; one rebinds the global MESH to Explicit.
import jax, numpy as np
from jax.sharding import AxisType, Mesh, PartitionSpec as P
from jax._src.shard_map import top_level_all_gather

MESH = Mesh(np.array(jax.devices()), ('x',))
SETUP_FNS = []


def register(fn):
    SETUP_FNS.append(fn)
    return fn


@register
def explicit_mesh_setup():
    global MESH
    MESH = jax.make_mesh((8,), ('x',), axis_types=(AxisType.Explicit,))


for fn in SETUP_FNS:
    fn()
with jax.set_mesh(MESH):
    top_level_all_gather(jax.device_put(np.arange(16.), P('x')), P(reduced={'x'}))
