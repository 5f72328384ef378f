# EXPECT: MESH201
# `import jax.sharding as shd` then `shd.use_mesh(...)`: the same AttributeError on the jax.sharding module.
import jax
import jax.sharding as shd
import numpy as np

mesh = jax.make_mesh((8,), ('batch',))
with shd.use_mesh(mesh):
    batch = jax.device_put(np.zeros((32, 4), np.float32), shd.PartitionSpec('batch'))
