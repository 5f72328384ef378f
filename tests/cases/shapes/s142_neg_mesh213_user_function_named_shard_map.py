# EXPECT: none
# The project defines its own shard_map(f, **kw) that binds the global mesh; calling it with no context mesh is fine.
import jax, jax.numpy as jnp
from jax.sharding import AxisType, PartitionSpec as P

MESH = jax.make_mesh((8,), ('x',), axis_types=(AxisType.Auto,))


def shard_map(f, **kwargs):
    return jax.shard_map(f, mesh=MESH, **kwargs)


total = shard_map(lambda b: jax.lax.psum(b.sum(), 'x'), in_specs=P('x'), out_specs=P())
total(jnp.arange(16.0))
