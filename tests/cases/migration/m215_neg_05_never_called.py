# EXPECT: none
# The body is only traced when the shard_map is called; it never is.
import jax
from jax.sharding import PartitionSpec as P

mesh = jax.make_mesh((8,), ('x',))
with jax.set_mesh(mesh):
    f = jax.shard_map(lambda b: jax.lax.all_gather(b, 'x', tiled=True, to='reduced'),
                      in_specs=P(), out_specs=P(reduced={'x'}))
