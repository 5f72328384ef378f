# EXPECT: none
# The launcher sets flags.EXPLICIT = True (an attribute of another module) before mesh_lib reads it: the mesh is
# Explicit and the reshard is fine.
import jax
import jax.numpy as jnp
from jax.sharding import PartitionSpec as P

import flags
import mesh_lib

flags.EXPLICIT = True
with jax.set_mesh(mesh_lib.build()):
    print(jax.reshard(jnp.arange(16.0), P("x")).sharding.spec)
