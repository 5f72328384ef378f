# EXPECT: MESH215
# functools.partial(jax.shard_map, mesh=...), no jit: the replicated argument still is not varying.
import functools
import jax
import numpy as np
from jax.sharding import NamedSharding, PartitionSpec as P

mesh = jax.make_mesh((8,), ('x',))
with jax.set_mesh(mesh):
    w = jax.device_put(np.ones((16, 2), np.float32), P())


    @functools.partial(jax.shard_map, mesh=mesh, in_specs=P(), out_specs=P(reduced={'x'}))
    def gather(block):
        return jax.lax.all_gather(block, 'x', axis=0, tiled=True, to='reduced')


    gather(w)
