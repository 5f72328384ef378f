# EXPECT: MESH214
# The training function sets a mixed-type mesh; the helper's shard_map passes the all-Explicit one.
import jax
import jax.numpy as jnp
from jax.sharding import AxisType, PartitionSpec as P

explicit_mesh = jax.make_mesh((4, 2), ('data', 'model'))
mixed_mesh = jax.make_mesh((4, 2), ('data', 'model'), axis_types=(AxisType.Explicit, AxisType.Auto))


def reduce_grads(g):
    return jax.shard_map(lambda b: jax.lax.psum(b, 'data'), mesh=explicit_mesh,
                         in_specs=P('data'), out_specs=P())(g)


def train():
    with jax.set_mesh(mixed_mesh):
        g = jax.device_put(jnp.ones((8,)), P('data'))
        return reduce_grads(g)


train()
