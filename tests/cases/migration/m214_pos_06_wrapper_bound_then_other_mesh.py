# EXPECT: MESH214
# A wrapper without mesh= binds the mesh of its first call; called again under another mesh it no longer matches.
import jax
import jax.numpy as jnp
from jax.sharding import PartitionSpec as P

double = jax.shard_map(lambda a: a * 2, in_specs=P('x'), out_specs=P('x'))
with jax.set_mesh(jax.make_mesh((8,), ('x',))):
    double(jax.device_put(jnp.arange(16.0), P('x')))
with jax.set_mesh(jax.make_mesh((4, 2), ('x', 'y'))):
    double(jax.device_put(jnp.arange(16.0), P('x')))
