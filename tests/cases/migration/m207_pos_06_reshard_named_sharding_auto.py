# EXPECT: MESH207
# jax.reshard to a NamedSharding of an all-Auto mesh (old-style Mesh) names Auto axes.
import jax
import numpy as np
import jax.sharding as shd

mesh = shd.Mesh(np.array(jax.devices()).reshape(4, 2), ('x', 'y'))
a = jax.device_put(np.arange(16.0), shd.NamedSharding(mesh, shd.PartitionSpec('x')))
b = jax.reshard(a, shd.NamedSharding(mesh, shd.PartitionSpec('y')))
