# EXPECT: MESH222
# Under a set mesh, an unsharded argument against in_specs P('x') (Explicit mesh): shard_map refuses the input
# before anything else (it was a MESH213 negative: the mesh is set, the error is another one).
import jax
import jax.numpy as jnp
from jax.sharding import PartitionSpec as P

with jax.set_mesh(jax.make_mesh((8,), ('x',))):
    jax.shard_map(lambda a: a * 2, in_specs=P('x'), out_specs=P('x'))(jnp.arange(16.0))
