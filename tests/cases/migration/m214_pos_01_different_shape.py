# EXPECT: MESH214
# The set mesh is 4x2; shard_map is given a different 1-D mesh.
import jax
import numpy as np
from jax.sharding import PartitionSpec as P

mesh_1d = jax.make_mesh((8,), ('x',))
with jax.set_mesh(jax.make_mesh((4, 2), ('x', 'y'))):
    f = jax.shard_map(lambda a: a, mesh=mesh_1d, in_specs=P('x'), out_specs=P('x'))
    f(np.arange(16.0))
