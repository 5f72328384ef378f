# EXPECT: MESH202
# The import is the first statement after `import jax`: nothing else runs.
import jax
from jax.sharding import use_mesh

print(jax.devices())
