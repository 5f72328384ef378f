# EXPECT: none
# A global jax.set_mesh provides the mesh for a later call.
import functools
import jax
import jax.numpy as jnp
from jax.sharding import PartitionSpec as P

jax.set_mesh(jax.make_mesh((8,), ('x',)))


@functools.partial(jax.shard_map, in_specs=(P('x'), P()), out_specs=P('x'))
def add_bias(x, b):
    return x + b


add_bias(jax.device_put(jnp.ones((16,)), P('x')), jnp.ones(()))
