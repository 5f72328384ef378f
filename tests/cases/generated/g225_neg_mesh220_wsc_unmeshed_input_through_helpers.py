# EXPECT: none
# Written for reach-2: twin of g224 that constrains to P(None, None): the replicated batch matches the assert.
import jax
import jax.numpy as jnp
from jax.sharding import AxisType, PartitionSpec as P


def loss(batch):
    return jax.lax.with_sharding_constraint(batch * 2, P(None, None)).sum()


def train_step(batch):
    return jax.jit(loss)(batch)


def run(mesh, batch):
    with jax.set_mesh(mesh):
        return train_step(batch)


batch = jnp.ones((8, 4))
run(jax.make_mesh((4, 2), ('data', 'model'), axis_types=(AxisType.Explicit,) * 2), batch)
