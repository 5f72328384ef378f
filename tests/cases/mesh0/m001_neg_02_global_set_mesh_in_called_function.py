# EXPECT: none
# jax.set_mesh(mesh) as a statement inside a function that was called: the mesh stays set after it returns.
import jax, numpy as np
from jax.sharding import PartitionSpec as P
from jax._src.shard_map import top_level_all_gather

def setup():
    mesh = jax.make_mesh((8,), ('x',))
    jax.set_mesh(mesh)
    return mesh

setup()
x = jax.device_put(np.arange(16.), P('x'))
top_level_all_gather(x, P(reduced={'x'}))
