# EXPECT: none
# `import fleet.ops.math as fm`: fleet/__init__.py (run first, as the parent package) enters the mesh; ops/math.py never mentions it.
import jax.numpy as jnp
from jax.sharding import PartitionSpec as P
import fleet.ops.math as fm

print(fm.double(jnp.ones((8,), out_sharding=P("f"))).sharding)
