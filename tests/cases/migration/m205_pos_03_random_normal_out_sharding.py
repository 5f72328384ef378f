# EXPECT: MESH205
# Parameter init with jax.random.normal(..., out_sharding=P(...)) before any mesh is set.
import jax
import jax.numpy as jnp
from jax.sharding import PartitionSpec as P, AxisType


def init_params(key):
    k1, k2 = jax.random.split(key)
    return {
        'w1': jax.random.normal(k1, (16, 32), jnp.float32, out_sharding=P(None, 'model')),
        'w2': jax.random.normal(k2, (32, 16), jnp.float32, out_sharding=P('model', None)),
    }


mesh = jax.make_mesh((8,), ('model',), axis_types=(AxisType.Explicit,))
params = init_params(jax.random.key(0))
