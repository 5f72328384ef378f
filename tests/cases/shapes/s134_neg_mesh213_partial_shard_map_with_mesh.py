# EXPECT: none
# functools.partial(jax.shard_map, mesh=mesh, ...) used as a decorator: the mesh is bound, no context mesh needed.
import functools
import jax, jax.numpy as jnp
from jax.sharding import AxisType, PartitionSpec as P

mesh = jax.make_mesh((8,), ('x',), axis_types=(AxisType.Auto,))


@functools.partial(jax.shard_map, mesh=mesh, in_specs=P('x'), out_specs=P())
def total(block):
    return jax.lax.psum(block.sum(), 'x')


total(jnp.arange(16.0))
