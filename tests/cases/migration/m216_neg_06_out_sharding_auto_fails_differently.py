# EXPECT: none
# An Auto mesh, but out_sharding with P.UNCONSTRAINED fails differently (jnp.zeros cannot take it).
import jax
import jax.numpy as jnp
from jax.sharding import AxisType, PartitionSpec as P

mesh = jax.make_mesh((8,), ('x',), axis_types=(AxisType.Auto,))
with jax.set_mesh(mesh):
    jnp.zeros((16,), out_sharding=P(P.UNCONSTRAINED))
