# EXPECT: none
# The same accumulator summed over 'd' before it is returned: it varies over 'm' only, as out_specs says.
import jax
import jax.numpy as jnp
from jax.sharding import PartitionSpec as P

mesh = jax.make_mesh((4, 2), ("d", "m"))


def accumulate(block):
    acc = jnp.full_like(block[0], 0.0)
    acc = acc + block.sum(axis=0)
    return jax.lax.psum(acc, "d")


with jax.set_mesh(mesh):
    x = jnp.ones((8, 4), out_sharding=P("d", "m"))
    print(jax.shard_map(accumulate, in_specs=P("d", "m"), out_specs=P("m"))(x).shape)
