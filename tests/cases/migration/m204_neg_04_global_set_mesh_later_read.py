# EXPECT: none
# Built before the mesh is set, read after a global jax.set_mesh: the read happens with a mesh.
import jax
import jax.numpy as jnp
from jax.sharding import PartitionSpec as P

sds = jax.ShapeDtypeStruct((16,), jnp.float32, sharding=P('x'))
jax.set_mesh(jax.make_mesh((8,), ('x',)))
print(sds.sharding)
