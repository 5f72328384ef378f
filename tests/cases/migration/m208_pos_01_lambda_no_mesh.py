# EXPECT: MESH208
# explicit_axes needs a context mesh to switch axes to Explicit; none is set when the wrapper is called.
import jax
import jax.numpy as jnp
from jax.sharding import PartitionSpec as P

mesh = jax.make_mesh((8,), ('x',))
double = jax.sharding.explicit_axes(lambda a: a * 2, in_sharding=P('x'))
print(double(jnp.arange(16.0)))
