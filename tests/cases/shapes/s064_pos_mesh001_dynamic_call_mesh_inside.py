# EXPECT: MESH001
# A function nobody calls statically (run via getattr on the module) builds and enters an Auto mesh and gathers.
import sys
import jax, numpy as np
from jax.sharding import Mesh, PartitionSpec as P
from jax._src.shard_map import top_level_all_gather


def check_gather():
    mesh = Mesh(np.array(jax.devices()), ('x',))
    with jax.set_mesh(mesh):
        x = jax.device_put(np.arange(16.), P('x'))
        top_level_all_gather(x, P(reduced={'x'}))


for name in ["check_gather"]:
    getattr(sys.modules[__name__], name)()
