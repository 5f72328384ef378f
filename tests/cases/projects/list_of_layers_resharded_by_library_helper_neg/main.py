# EXPECT: none
# Layer weights kept in a list are resharded in place by a library helper, then fed to a matching shard_map.
import jax
import numpy as np
from jax.sharding import PartitionSpec as P
from shardlib import shard_layers

mesh = jax.make_mesh((8,), ('data',))
apply = jax.shard_map(lambda w: w * 2, mesh=mesh, in_specs=P(None, 'data'), out_specs=P(None, 'data'))
with jax.set_mesh(mesh):
    layers = [jax.device_put(np.ones((4, 16), np.float32), P()) for _ in range(2)]
    shard_layers(layers)
    for w in layers:
        print(apply(w).sharding)
