# EXPECT: none
# Importing a different missing name from jax.sharding: an ImportError, but not about use_mesh.
import jax
from jax.sharding import use_mesh_v2

print(jax.device_count())
