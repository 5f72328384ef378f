# EXPECT: MESH204
# A ShapeDtypeStruct built with a bare PartitionSpec; reading .sharding needs a context mesh, and none is set.
import jax
import jax.numpy as jnp
from jax.sharding import PartitionSpec as P

mesh = jax.make_mesh((4, 2), ('data', 'model'))
spec = jax.ShapeDtypeStruct((32, 16), jnp.float32, sharding=P('data', None))
print(spec.sharding.spec)
