# EXPECT: none
# The same loader with the batch placed on the mesh first (device_put with a NamedSharding), and a replicated
# host scalar table passed with in_specs P().
import jax
import numpy as np
from jax.sharding import NamedSharding, PartitionSpec as P

mesh = jax.make_mesh((8,), ("data",))
step = jax.shard_map(lambda b, t: b * t.sum(), mesh=mesh, in_specs=(P("data"), P()), out_specs=P("data"))
rng = np.random.default_rng(0)
batch = jax.device_put(rng.normal(size=(16, 4)).astype(np.float32), NamedSharding(mesh, P("data")))
table = rng.uniform(size=(3,)).astype(np.float32)
print(step(batch, table).shape)
