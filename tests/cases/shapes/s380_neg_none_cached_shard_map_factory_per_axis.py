# EXPECT: none
# The same cached factory keyed by the mesh too: each mesh gets its own shard_map.
import functools

import jax
import numpy as np
from jax.sharding import PartitionSpec as P


@functools.lru_cache(maxsize=None)
def get_sum(axis, shape):
    return jax.jit(jax.shard_map(lambda b: jax.lax.psum(b, axis), in_specs=P(axis), out_specs=P()))


for shape, names in [((8,), ("x",)), ((2, 4), ("y", "x"))]:
    with jax.set_mesh(jax.make_mesh(shape, names)):
        x = jax.device_put(np.ones((8,), np.float32), P(names[-1]))
        print(get_sum(names[-1], shape)(x))
