# EXPECT: MESH202
# The import sits in a helper that is called: the ImportError is raised at the call.
import jax
import numpy as np


def shard_batch(mesh, batch):
    from jax.sharding import use_mesh, PartitionSpec as P
    with use_mesh(mesh):
        return jax.device_put(batch, P('data'))


shard_batch(jax.make_mesh((8,), ('data',)), np.zeros((16, 3), np.float32))
