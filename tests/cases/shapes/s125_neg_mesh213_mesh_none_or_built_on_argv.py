# EXPECT: none
# mesh is None, or a built Auto mesh when len(sys.argv) < 5 (taken); the shard_map gets mesh=mesh, so jax runs fine.
import sys
import jax, jax.numpy as jnp
from jax.sharding import AxisType, PartitionSpec as P

mesh = None
if len(sys.argv) < 5:
    mesh = jax.make_mesh((8,), ('x',), axis_types=(AxisType.Auto,))
f = jax.shard_map(lambda b: jax.lax.psum(b.sum(), 'x'), mesh=mesh, in_specs=P('x'), out_specs=P())
f(jnp.arange(16.0))
