# EXPECT: MESH214
# use_abstract_mesh sets a context mesh too; shard_map's mesh= must match it.
import jax
import jax.numpy as jnp
from jax.sharding import AbstractMesh, AxisType, PartitionSpec as P

mesh = jax.make_mesh((4, 2), ('i', 'j'))
other = AbstractMesh((2, 4), ('i', 'j'), axis_types=(AxisType.Explicit, AxisType.Explicit))
x = jnp.ones(8)
with jax.sharding.use_abstract_mesh(other):
    jax.shard_map(lambda a: a, mesh=mesh, in_specs=P('i'), out_specs=P('i'))(x)
