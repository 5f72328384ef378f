# EXPECT: none
# The layer stack of s225 with out_specs naming the batch axis: each shard's hidden state is its own rows.
from functools import partial

import jax
import jax.numpy as jnp
import numpy as np
from jax.sharding import Mesh, PartitionSpec as P

mesh = Mesh(np.array(jax.devices()[:4]), ('data',))


def layer(h, w):
    return jnp.tanh(h @ w), None


@partial(jax.shard_map, mesh=mesh, in_specs=(P('data'), P()), out_specs=P('data'))
def forward(x, weights):
    h, _ = jax.lax.scan(layer, x, weights)
    return h


weights = np.ones((3, 8, 8), np.float32) * 0.01
print(jax.jit(forward)(np.ones((16, 8), np.float32), weights).shape)
