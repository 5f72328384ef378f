# EXPECT: none
# jax.experimental.shard no longer exists: the import fails on the module, not on use_mesh from jax.sharding.
import jax
from jax.experimental.shard import use_mesh

print(jax.device_count())
