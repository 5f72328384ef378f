# EXPECT: none
# Legacy `with mesh:` plus mesh=mesh: the argument is what shard_map uses.
import jax
import numpy as np
from jax.sharding import NamedSharding, PartitionSpec as P

mesh = jax.make_mesh((4, 2), ('data', 'model'))
with mesh:
    f = jax.shard_map(lambda a: a * 2, mesh=mesh, in_specs=P('data', 'model'),
                      out_specs=P('data', 'model'))
    f(jax.device_put(np.ones((8, 4), np.float32), NamedSharding(mesh, P('data', 'model'))))
