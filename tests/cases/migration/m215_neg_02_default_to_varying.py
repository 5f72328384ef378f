# EXPECT: none
# A plain all_gather (to='varying', the default) of a replicated block: allowed.
import jax
import numpy as np
from jax.sharding import PartitionSpec as P

mesh = jax.make_mesh((8,), ('x',))
with jax.set_mesh(mesh):
    w = jax.device_put(np.arange(16.0, dtype=np.float32), P())
    f = jax.shard_map(lambda b: jax.lax.all_gather(b, 'x', tiled=True), in_specs=P(), out_specs=P('x'))
    jax.jit(f)(w)
