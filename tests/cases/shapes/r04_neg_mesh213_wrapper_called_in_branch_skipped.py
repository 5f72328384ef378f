# EXPECT: none
# The mesh-less shard_map is called without a mesh only in a debug branch that does not run (argv is short).
import sys
import jax, jax.numpy as jnp
from jax.sharding import PartitionSpec as P

total = jax.shard_map(lambda b: jax.lax.psum(b.sum(), 'x'), in_specs=P('x'), out_specs=P())
mesh = jax.make_mesh((8,), ('x',))


def report(x):
    if len(sys.argv) > 3:
        print(total(x))
    with jax.set_mesh(mesh):
        return total(jax.device_put(x, P('x')))


report(jnp.arange(16.0))
