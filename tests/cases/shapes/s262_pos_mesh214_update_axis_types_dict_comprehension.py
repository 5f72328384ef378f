# EXPECT: MESH214
# All but the first axis relaxed to Auto with a dict comprehension; that shard_map mesh differs from the context.
import jax
import jax.numpy as jnp
from jax.sharding import AxisType, PartitionSpec as P

mesh = jax.make_mesh((4, 2), ('data', 'model'))
relaxed = mesh.abstract_mesh.update_axis_types({n: AxisType.Auto for n in mesh.axis_names[1:]})

with jax.set_mesh(mesh):
    x = jax.device_put(jnp.zeros((8,)), P('data'))
    print(jax.shard_map(lambda a: a + 1.0, mesh=relaxed, in_specs=P('data'), out_specs=P('data'))(x))
