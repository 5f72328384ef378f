# EXPECT: MESH213
# functools.partial(jax.shard_map, ...) as a decorator, no mesh= and no context mesh.
import functools
import jax
import jax.numpy as jnp
from jax.sharding import PartitionSpec as P


@functools.partial(jax.shard_map, in_specs=(P('x'), P()), out_specs=P('x'))
def add_bias(x, b):
    return x + b


add_bias(jnp.ones((16,)), jnp.ones(()))
