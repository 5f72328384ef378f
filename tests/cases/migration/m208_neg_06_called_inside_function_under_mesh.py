# EXPECT: none
# The helper that calls explicit_axes runs inside `with jax.set_mesh(...)`.
import jax
import jax.numpy as jnp
from jax.sharding import AxisType, PartitionSpec as P

double = jax.sharding.explicit_axes(lambda a: a * 2, in_sharding=P('x'))


def run():
    return double(jnp.arange(16.0))


with jax.set_mesh(jax.make_mesh((8,), ('x',), axis_types=(AxisType.Auto,))):
    run()
