# EXPECT: MESH221
# The loss of each batch shard comes from a helper module (losses.mean_loss, plain jnp) and the shard_map claims
# it replicated (out_specs=P()) with no pmean over 'batch': JAX refuses the output when it traces the body.
import jax
import numpy as np
from jax.sharding import Mesh, PartitionSpec as P

from losses import mean_loss


def local_loss(pred, target):
    return mean_loss(pred, target)


mesh = Mesh(np.array(jax.devices()[:8]), ('batch',))
loss_fn = jax.jit(jax.shard_map(local_loss, mesh=mesh, in_specs=(P('batch'), P('batch')), out_specs=P()))
print(loss_fn(np.ones((16, 4), np.float32), np.zeros((16, 4), np.float32)))
