# EXPECT: MESH208
# The call is inside a legacy `with mesh:` block, which does not set the context mesh.
import jax
import jax.numpy as jnp
from jax.sharding import AxisType, PartitionSpec as P

mesh = jax.make_mesh((8,), ('x',), axis_types=(AxisType.Auto,))
with mesh:
    out = jax.sharding.explicit_axes(lambda a: a + 1, in_sharding=P('x'))(jnp.arange(16.0))
