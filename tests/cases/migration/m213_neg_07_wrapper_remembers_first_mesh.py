# EXPECT: none
# A shard_map wrapper without mesh= binds the context mesh at its first call and keeps it: the later call outside works.
import jax
import jax.numpy as jnp
from jax import shard_map
from jax.sharding import PartitionSpec as P

mesh = jax.make_mesh((8,), ('x',))
double = shard_map(lambda a: a * 2, in_specs=P('x'), out_specs=P('x'))
with jax.set_mesh(mesh):
    a = jax.device_put(jnp.arange(16.0), P('x'))
    double(a)
double(a)
