# EXPECT: none
# Correct for with_sharding_constraint: an Auto mesh.
import jax
import jax.numpy as jnp
from jax.sharding import AxisType, NamedSharding, PartitionSpec as P

mesh = jax.make_mesh((4, 2), ('data', 'model'), axis_types=(AxisType.Auto, AxisType.Auto))
hidden_sharding = NamedSharding(mesh, P('data', None))


@jax.jit
def mlp(x, w1):
    return jax.lax.with_sharding_constraint(jax.nn.relu(x @ w1), hidden_sharding)


mlp(jnp.ones((8, 4)), jnp.ones((4, 16)))
