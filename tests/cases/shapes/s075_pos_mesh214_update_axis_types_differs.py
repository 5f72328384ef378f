# EXPECT: MESH214
# AbstractMesh.update_axis_types turns 'j' Auto; a shard_map over it is called under the all-Explicit context mesh.
import jax, jax.numpy as jnp
from jax.sharding import AxisType, PartitionSpec as P

mesh = jax.make_mesh((4, 2), ('i', 'j'))
relaxed = mesh.abstract_mesh.update_axis_types({'j': AxisType.Auto})
with jax.set_mesh(mesh):
    x = jax.device_put(jnp.ones((8,)), P('i'))
    jax.shard_map(lambda a: a, mesh=relaxed, in_specs=P('i'), out_specs=P('i'))(x)
