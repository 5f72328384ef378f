# EXPECT: MESH214
# Legacy jax.experimental.shard_map.shard_map(mesh=eval_mesh) called under jax.set_mesh(train_mesh) of another shape.
import jax, jax.numpy as jnp
from jax.experimental.shard_map import shard_map
from jax.sharding import PartitionSpec as P

train_mesh = jax.make_mesh((4, 2), ('i', 'j'))
eval_mesh = jax.make_mesh((2, 4), ('i', 'j'))
f = shard_map(lambda a: a * 2, mesh=eval_mesh, in_specs=P('i'), out_specs=P('i'))
with jax.set_mesh(train_mesh):
    f(jax.device_put(jnp.ones((8,)), P('i')))
