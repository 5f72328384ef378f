# EXPECT: none
# A NamedSharding needs no context mesh.
import jax
import jax.numpy as jnp
from jax.sharding import NamedSharding, PartitionSpec as P

mesh = jax.make_mesh((8,), ('x',))
sds = jax.ShapeDtypeStruct((16,), jnp.float32, sharding=NamedSharding(mesh, P('x')))
print(sds, sds.sharding)
