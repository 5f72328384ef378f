# EXPECT: MESH221
# A recurrent model scans over time inside a shard_map; the per-step outputs (scan's ys) depend on the model-
# sharded weights, so they vary over 'model' (the carry, from the batch shard, varies over 'batch' only). out_specs names only the batch axis: refused.
import jax
import jax.numpy as jnp
import numpy as np
from jax.sharding import PartitionSpec as P


def build(mesh):
    def rnn(xs, w):
        def cell(h, x):
            h = jnp.tanh(h + x)
            return h, h * w.sum()

        h0 = xs[0] * 0.0
        _, ys = jax.lax.scan(cell, h0, xs)
        return ys

    return jax.shard_map(rnn, mesh=mesh, in_specs=(P(None, 'batch'), P('model')), out_specs=P(None, 'batch'))


mesh = jax.make_mesh((2, 2), ('batch', 'model'), axis_types=(jax.sharding.AxisType.Auto,) * 2)
print(build(mesh)(np.ones((5, 4), np.float32), np.ones((4,), np.float32)).shape)
