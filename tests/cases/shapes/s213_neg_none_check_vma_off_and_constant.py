# EXPECT: none
# Replication checking switched off (check_vma=False): the per-shard sum is returned as if replicated, and JAX
# does not check it; a constant output (jnp.zeros) is replicated anyway.
import jax
import jax.numpy as jnp
import numpy as np
from jax.sharding import Mesh, PartitionSpec as P

mesh = Mesh(np.array(jax.devices()[:8]).reshape(2, 4), ('data', 'model'))


def local_sum(x):
    return x.sum(axis=0, keepdims=True)


unchecked = jax.jit(jax.shard_map(local_sum, mesh=mesh, in_specs=P('data', 'model'), out_specs=P(None, 'model'),
                                  check_vma=False))
constant = jax.jit(jax.shard_map(lambda x: jnp.zeros((1, 2)), mesh=mesh, in_specs=P('data', 'model'),
                                 out_specs=P()))
print(unchecked(np.ones((8, 8))).shape, constant(np.ones((8, 8))).shape)
