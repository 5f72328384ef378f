# EXPECT: MESH208
# EXPECT-0.8.2: MESH208
# explicit_axes with no mesh: both versions refuse (0.8.2's message also prints the empty mesh; the fragment is shared).
import jax
import jax.numpy as jnp
from jax.sharding import PartitionSpec as P

double = jax.sharding.explicit_axes(lambda a: a * 2, in_sharding=P('x'))
double(jnp.arange(16.0))
