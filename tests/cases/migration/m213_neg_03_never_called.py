# EXPECT: none
# Wrapping is free; only a call checks the mesh.
import jax
from jax.sharding import PartitionSpec as P

f = jax.shard_map(lambda a: a * 2, in_specs=P('x'), out_specs=P('x'))
print(callable(f))
