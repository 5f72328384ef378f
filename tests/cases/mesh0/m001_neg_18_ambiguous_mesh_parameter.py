# EXPECT: none
# Statically ambiguous: the mesh is a parameter; at run time it is an Explicit mesh (the analyzer must stay silent).
import jax, numpy as np
from jax.sharding import PartitionSpec as P
from jax._src.shard_map import top_level_all_gather

def run(mesh):
    with jax.set_mesh(mesh):
        x = jax.device_put(np.arange(16.), P('x'))
        return top_level_all_gather(x, P(reduced={'x'}))

run(jax.make_mesh((8,), ('x',)))
