# EXPECT: MESH222
# The collective-matmul example's host copy: the sharded weight is copied to the host (np.asarray), which
# is a whole, replicated array; the shard_map over the all-Explicit mesh wants it split over 'x'.
import jax
import jax.numpy as jnp
import numpy as np
from jax.sharding import NamedSharding, PartitionSpec as P

mesh = jax.make_mesh((8,), ("x",))
double = jax.shard_map(lambda a: a * 2, mesh=mesh, in_specs=P("x"), out_specs=P("x"))
w = jax.device_put(jnp.ones((8, 4)), NamedSharding(mesh, P("x")))
w_host = np.asarray(w)
double(w_host)
