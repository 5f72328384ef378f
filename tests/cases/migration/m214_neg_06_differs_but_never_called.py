# EXPECT: none
# The mismatching shard_map is built under the mesh but never called.
import jax
from jax.sharding import PartitionSpec as P

mesh_1d = jax.make_mesh((8,), ('x',))
with jax.set_mesh(jax.make_mesh((4, 2), ('x', 'y'))):
    f = jax.shard_map(lambda a: a, mesh=mesh_1d, in_specs=P('x'), out_specs=P('x'))
