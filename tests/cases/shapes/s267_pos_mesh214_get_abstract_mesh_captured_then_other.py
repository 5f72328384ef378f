# EXPECT: MESH214
# The abstract mesh is captured with get_abstract_mesh() under the training mesh, then used under the eval mesh.
import jax
import jax.numpy as jnp
from jax.sharding import PartitionSpec as P

train_mesh = jax.make_mesh((4, 2), ('data', 'model'))
eval_mesh = jax.make_mesh((8, 1), ('data', 'model'))

with jax.set_mesh(train_mesh):
    captured = jax.sharding.get_abstract_mesh()

with jax.set_mesh(eval_mesh):
    x = jax.device_put(jnp.ones((8, 4)), P('data'))
    print(jax.shard_map(jnp.tanh, mesh=captured, in_specs=P('data'), out_specs=P('data'))(x).shape)
