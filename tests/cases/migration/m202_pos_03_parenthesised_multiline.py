# EXPECT: MESH202
# A parenthesised multi-line import list with use_mesh among other, still existing, names.
import jax
import jax.numpy as jnp
from jax.sharding import (
    AxisType,
    NamedSharding,
    PartitionSpec as P,
    use_mesh,
)

mesh = jax.make_mesh((8,), ('x',), axis_types=(AxisType.Explicit,))
with use_mesh(mesh):
    y = jnp.zeros((16,), out_sharding=P('x'))
