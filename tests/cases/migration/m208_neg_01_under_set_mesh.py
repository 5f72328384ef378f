# EXPECT: none
# Correct: explicit_axes called under jax.set_mesh of an Auto mesh.
import jax
import jax.numpy as jnp
from jax.sharding import AxisType, PartitionSpec as P

mesh = jax.make_mesh((8,), ('x',), axis_types=(AxisType.Auto,))
with jax.set_mesh(mesh):
    out = jax.sharding.explicit_axes(lambda a: a * 2, in_sharding=P('x'))(jnp.arange(16.0))
