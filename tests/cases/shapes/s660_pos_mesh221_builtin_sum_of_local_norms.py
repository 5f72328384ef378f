# EXPECT: MESH221
# An optax-style global norm written with the builtin sum over the per-device shards: each term is local (it
# varies over 'd'), so their sum does too, and out_specs P() claims a replication the body does not have.
import jax
import jax.numpy as jnp
import numpy as np
from jax.sharding import NamedSharding, PartitionSpec as P

mesh = jax.make_mesh((8,), ("d",))


def global_sq_norm(w, b):
    return sum(jnp.sum(v ** 2) for v in (w, b))


w = jax.device_put(np.ones((16,), np.float32), NamedSharding(mesh, P("d")))
b = jax.device_put(np.ones((8,), np.float32), NamedSharding(mesh, P("d")))
jax.shard_map(global_sq_norm, mesh=mesh, in_specs=(P("d"), P("d")), out_specs=P())(w, b)
