# EXPECT: none
# prod.py, imported first, switches MeshConfig to Explicit through a classmethod (cls.axis_type = ...): the
# mesh built from self.axis_type is Explicit, and reshard may name its axis.
import jax
import jax.numpy as jnp
from jax.sharding import PartitionSpec as P

import prod  # noqa: F401
from config import MeshConfig

if __name__ == "__main__":
    with jax.set_mesh(MeshConfig().build()):
        print(jax.reshard(jnp.ones(16), P("d")).sharding)
