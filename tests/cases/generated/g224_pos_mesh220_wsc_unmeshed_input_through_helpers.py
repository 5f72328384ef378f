# EXPECT: MESH220
# Written for reach-2: the batch is made before any mesh is set (one device, replicated wherever it goes), then
# passed through a step factory and a jitted loss that constrains it to P('data', None) under an all-Explicit mesh:
# the constraint is an assert there, and the batch is P(None, None).
import jax
import jax.numpy as jnp
from jax.sharding import AxisType, PartitionSpec as P


def loss(batch):
    return jax.lax.with_sharding_constraint(batch * 2, P('data', None)).sum()


def train_step(batch):
    return jax.jit(loss)(batch)


def run(mesh, batch):
    with jax.set_mesh(mesh):
        return train_step(batch)


batch = jnp.ones((8, 4))
run(jax.make_mesh((4, 2), ('data', 'model'), axis_types=(AxisType.Explicit,) * 2), batch)
