# EXPECT: MESH207
# The launcher overrides the flag the other way: the mesh mesh_lib builds is Auto, and reshard refuses P('x').
import jax
import jax.numpy as jnp
from jax.sharding import PartitionSpec as P

import flags
import mesh_lib

flags.EXPLICIT = False
with jax.set_mesh(mesh_lib.build()):
    print(jax.reshard(jnp.arange(16.0), P("x")).sharding.spec)
