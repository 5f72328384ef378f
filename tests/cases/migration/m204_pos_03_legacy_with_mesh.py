# EXPECT: MESH204
# Legacy `with mesh:` does not set the mesh the struct's .sharding property looks for.
import jax
import jax.numpy as jnp
from jax.sharding import PartitionSpec as P

mesh = jax.make_mesh((8,), ('x',))
with mesh:
    sds = jax.ShapeDtypeStruct((16, 4), jnp.float32, sharding=P('x', None))
    out_sharding = sds.sharding
