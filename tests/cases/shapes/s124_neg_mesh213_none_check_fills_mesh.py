# EXPECT: none
# mesh starts as None and is filled by an `if mesh is None:` guard; the shard_map is then given mesh= explicitly.
import jax, jax.numpy as jnp
from jax.sharding import AxisType, PartitionSpec as P


def run(x, mesh=None):
    if mesh is None:
        mesh = jax.make_mesh((8,), ('x',), axis_types=(AxisType.Auto,))
    f = jax.shard_map(lambda b: jax.lax.psum(b.sum(), 'x'), mesh=mesh, in_specs=P('x'), out_specs=P())
    return f(x)


run(jnp.arange(16.0))
