# EXPECT: MESH208
# Even a NamedSharding in_sharding does not supply the mesh: explicit_axes reads only the context mesh.
import jax
import jax.numpy as jnp
import jax.sharding as shd

mesh = jax.make_mesh((8,), ('x',), axis_types=(shd.AxisType.Auto,))
f = shd.explicit_axes(lambda a: a * a, in_sharding=shd.NamedSharding(mesh, shd.PartitionSpec('x')))
f(jnp.arange(16.0))
