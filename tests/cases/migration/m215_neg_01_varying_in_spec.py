# EXPECT: none
# Correct: the block is sharded over 'x' (varying), so it can be gathered to reduced.
import jax
import numpy as np
from jax.sharding import PartitionSpec as P

mesh = jax.make_mesh((8,), ('x',))
with jax.set_mesh(mesh):
    w = jax.device_put(np.arange(16.0, dtype=np.float32), P('x'))

    @jax.jit
    @jax.shard_map(in_specs=P('x'), out_specs=P(reduced={'x'}))
    def gather_weights(block):
        return jax.lax.all_gather(block, 'x', tiled=True, to='reduced')

    gather_weights(w)
