# EXPECT: MESH221
# A layer stack run with lax.scan inside a data-parallel shard_map: the hidden state carried through the layers
# comes from the batch shard, so it varies over 'data' after the scan too (a scan's carry keeps its initial
# type). out_specs=P() claims it is replicated: JAX refuses the output.
from functools import partial

import jax
import jax.numpy as jnp
import numpy as np
from jax.sharding import Mesh, PartitionSpec as P

mesh = Mesh(np.array(jax.devices()[:4]), ('data',))


def layer(h, w):
    return jnp.tanh(h @ w), None


@partial(jax.shard_map, mesh=mesh, in_specs=(P('data'), P()), out_specs=P())
def forward(x, weights):
    h, _ = jax.lax.scan(layer, x, weights)
    return h


weights = np.ones((3, 8, 8), np.float32) * 0.01
print(jax.jit(forward)(np.ones((16, 8), np.float32), weights))
