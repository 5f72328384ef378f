# EXPECT: none
# Legacy `with mesh_a:` sets no context mesh, so mesh=mesh_b is not compared with anything.
import jax
import numpy as np
from jax.sharding import NamedSharding, PartitionSpec as P

mesh_a = jax.make_mesh((4, 2), ('x', 'y'))
mesh_b = jax.make_mesh((8,), ('x',))
with mesh_a:
    jax.shard_map(lambda a: a, mesh=mesh_b, in_specs=P('x'), out_specs=P('x'))(jax.device_put(np.arange(16.0), NamedSharding(mesh_b, P('x'))))
