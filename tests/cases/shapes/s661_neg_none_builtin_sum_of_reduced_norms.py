# EXPECT: none
# The same global norm with each term summed over 'd' first (lax.psum): every term is replicated, so the builtin
# sum is too, and out_specs P() holds.
import jax
import jax.numpy as jnp
import numpy as np
from jax.sharding import NamedSharding, PartitionSpec as P

mesh = jax.make_mesh((8,), ("d",))


def global_sq_norm(w, b):
    return sum(jax.lax.psum(jnp.sum(v ** 2), "d") for v in (w, b))


w = jax.device_put(np.ones((16,), np.float32), NamedSharding(mesh, P("d")))
b = jax.device_put(np.ones((8,), np.float32), NamedSharding(mesh, P("d")))
print(jax.shard_map(global_sq_norm, mesh=mesh, in_specs=(P("d"), P("d")), out_specs=P())(w, b))
