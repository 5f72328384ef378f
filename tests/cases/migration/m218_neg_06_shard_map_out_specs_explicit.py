# EXPECT: none
# reduced in shard_map out_specs over an Explicit mesh (the all_gather-to-reduced pattern).
import jax
import numpy as np
from jax.sharding import PartitionSpec as P

mesh = jax.make_mesh((8,), ('x',))
with jax.set_mesh(mesh):
    w = jax.device_put(np.arange(16.0, dtype=np.float32), P('x'))
    f = jax.shard_map(lambda b: jax.lax.all_gather(b, 'x', tiled=True, to='reduced'),
                      in_specs=P('x'), out_specs=P(reduced={'x'}))
    jax.jit(f)(w)
