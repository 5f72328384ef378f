# EXPECT: MESH214
# A dict registry of step functions built by a factory for the eval mesh; the train loop calls one under the train mesh.
import jax, jax.numpy as jnp
from jax.sharding import PartitionSpec as P


def make_steps(mesh):
    def double(x):
        return x * 2
    return {'double': jax.shard_map(double, mesh=mesh, in_specs=P('i'), out_specs=P('i'))}


train_mesh = jax.make_mesh((4, 2), ('i', 'j'))
eval_mesh = jax.make_mesh((2, 4), ('i', 'j'))
STEPS = make_steps(eval_mesh)


def train(x):
    with jax.set_mesh(train_mesh):
        return STEPS['double'](x)


train(jnp.ones((8,)))
