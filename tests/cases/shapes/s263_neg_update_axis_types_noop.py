# EXPECT: none
# update_axis_types with the axes' own Explicit type: the abstract mesh is unchanged and equals the context mesh.
import jax
import jax.numpy as jnp
from jax.sharding import AxisType, PartitionSpec as P

mesh = jax.make_mesh((2, 2, 2), ('pod', 'data', 'model'))
same = mesh.abstract_mesh.update_axis_types({n: AxisType.Explicit for n in mesh.axis_names[1:]})


def body(a):
    return a + 1.0


with jax.set_mesh(mesh):
    x = jax.device_put(jnp.zeros((8,)), P('pod'))
    out = jax.shard_map(body, mesh=same, in_specs=P('pod'), out_specs=P('pod'))(x)
    print(out)
