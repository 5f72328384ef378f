# EXPECT: none
# The popped mesh is written back with list(map(opts.__setitem__, keys, values)).
import jax
import jax.numpy as jnp
from jax.sharding import PartitionSpec as P

mesh = jax.make_mesh((8,), ("data",))
opts = {"mesh": mesh, "in_specs": P(), "out_specs": P()}
opts.pop("mesh")
list(map(opts.__setitem__, ["mesh"], [mesh]))
step = jax.shard_map(lambda x: x * 2, **opts)
print(step(jnp.arange(16.0)))
