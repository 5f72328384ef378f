# EXPECT: none
# A helper reshards the list's items in place (lists are shared): the caller's constraint sees the new shardings.
import jax
import numpy as np
from jax.sharding import PartitionSpec as P


def shard_first(xs):
    xs[0] = jax.reshard(xs[0], P('data'))


mesh = jax.make_mesh((8,), ('data',))
with jax.set_mesh(mesh):
    xs = [jax.device_put(np.ones((16,), np.float32), P())]
    shard_first(xs)
    jax.lax.with_sharding_constraint(xs[0], P('data'))
