# EXPECT: none
# Under a set mesh, an unsharded argument against in_specs P('x') fails differently (Explicit mesh).
import jax
import jax.numpy as jnp
from jax.sharding import PartitionSpec as P

with jax.set_mesh(jax.make_mesh((8,), ('x',))):
    jax.shard_map(lambda a: a * 2, in_specs=P('x'), out_specs=P('x'))(jnp.arange(16.0))
