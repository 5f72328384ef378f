# EXPECT: none
# Captured under the training mesh and called under an equal mesh built again with the same arguments.
import jax
import jax.numpy as jnp
from jax.sharding import PartitionSpec as P

train_mesh = jax.make_mesh((4, 2), ('data', 'model'))
eval_mesh = jax.make_mesh((4, 2), ('data', 'model'))

with jax.set_mesh(train_mesh):
    fwd = jax.shard_map(lambda a: jnp.tanh(a), mesh=jax.sharding.get_abstract_mesh(),
                        in_specs=P('data'), out_specs=P('data'))

with jax.set_mesh(eval_mesh):
    x = jax.device_put(jnp.ones((8, 4)), P('data'))
    print(fwd(x).shape)
