# EXPECT: none
# out_sharding on the Explicit axis outside the shard_map body, the body itself uses no out_sharding.
import jax
import jax.numpy as jnp
from jax.sharding import PartitionSpec as P

mesh = jax.make_mesh((8,), ('x',))
with jax.set_mesh(mesh):
    a = jnp.ones((16,), out_sharding=P('x'))

    @jax.shard_map(in_specs=P('x'), out_specs=P('x'))
    def body(block):
        return block * 2

    body(a)
