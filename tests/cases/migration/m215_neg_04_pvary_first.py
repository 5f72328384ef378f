# EXPECT: none
# Marking the replicated block varying with pcast/pvary first makes the gather legal.
import jax
import numpy as np
from jax.sharding import PartitionSpec as P

mesh = jax.make_mesh((8,), ('x',))
with jax.set_mesh(mesh):
    w = jax.device_put(np.arange(16.0, dtype=np.float32), P())

    @jax.jit
    @jax.shard_map(in_specs=P(), out_specs=P(reduced={'x'}))
    def gather_weights(block):
        block = jax.lax.pcast(block, 'x', to='varying')
        return jax.lax.all_gather(block, 'x', tiled=True, to='reduced')

    gather_weights(w)
