# EXPECT: MESH214
# EXPECT-0.8.2: none
# An old Auto Mesh passed to shard_map under set_mesh(make_mesh): the types differ on 0.10.2, agree on 0.8.2.
import jax
import numpy as np
from jax.sharding import Mesh, NamedSharding, PartitionSpec as P

legacy_mesh = Mesh(np.array(jax.devices()), ('batch',))
with jax.set_mesh(jax.make_mesh((8,), ('batch',))):
    x = jax.device_put(np.ones((16,), np.float32), NamedSharding(legacy_mesh, P('batch')))
    jax.shard_map(lambda b: b * 2, mesh=legacy_mesh, in_specs=P('batch'), out_specs=P('batch'))(x)
