# EXPECT: MESH217
# jnp.zeros(out_sharding=P(unreduced=...)) under a set Auto mesh.
import jax
import jax.numpy as jnp
from jax.sharding import AxisType, PartitionSpec as P

mesh = jax.make_mesh((8,), ('x',), axis_types=(AxisType.Auto,))
with jax.set_mesh(mesh):
    acc = jnp.zeros((16,), out_sharding=P(None, unreduced={'x'}))
