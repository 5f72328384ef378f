# EXPECT: none
# shard_map(mesh=jax.sharding.get_abstract_mesh()) under jax.set_mesh: the context mesh itself (correct).
import jax, jax.numpy as jnp
from jax.sharding import PartitionSpec as P


def step(x):
    f = jax.shard_map(lambda a: a * 2, mesh=jax.sharding.get_abstract_mesh(), in_specs=P('i'), out_specs=P('i'))
    return f(x)


with jax.set_mesh(jax.make_mesh((4, 2), ('i', 'j'))):
    step(jax.device_put(jnp.ones((8,)), P('i')))
