# EXPECT: none
# exec runs code the analysis cannot read: here it sets the mesh, so the context after it is unknown.
import jax
import jax.numpy as jnp
from jax.sharding import PartitionSpec as P, NamedSharding, AxisType
mesh = jax.make_mesh((8,), ("data",))
exec("jax.set_mesh(mesh)")          # runs jax.set_mesh(mesh)
x = jax.device_put(jnp.ones(16), P("data"))
