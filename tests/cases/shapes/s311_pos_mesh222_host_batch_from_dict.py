# EXPECT: MESH222
# A host batch kept in a dict and fed to a shard_map over an all-Explicit mesh: a NumPy array is replicated,
# so it does not match in_specs=P('data').
import numpy as np
import jax
import jax.numpy as jnp
from jax.sharding import PartitionSpec as P

mesh = jax.make_mesh((8,), ("data",))
f = jax.shard_map(lambda x: jax.lax.psum(jnp.sum(x), "data"), mesh=mesh, in_specs=P("data"), out_specs=P())
b = {"inputs": np.ones((16, 8), np.int32)}
f(b["inputs"])
