# EXPECT: MESH001
# A function enters `with jax.set_mesh(...)` and returns from inside it: the context ends with the function.
import jax, numpy as np
from jax.sharding import NamedSharding, PartitionSpec as P
from jax._src.shard_map import top_level_all_gather

mesh = jax.make_mesh((8,), ('x',))

def load():
    with jax.set_mesh(mesh):
        return jax.device_put(np.arange(16.), P('x'))

x = load()
top_level_all_gather(x, NamedSharding(mesh, P(reduced={'x'})))
