# EXPECT: MESH221
# A column-sum accumulator initialised with jnp.zeros_like of the local block varies over both mesh axes like the
# block; out_specs P('m') claims it is replicated over 'd'.
import jax
import jax.numpy as jnp
from jax.sharding import PartitionSpec as P

mesh = jax.make_mesh((4, 2), ("d", "m"))


def accumulate(block):
    acc = jnp.zeros_like(block[0])
    acc = acc + block.sum(axis=0)
    return acc


with jax.set_mesh(mesh):
    x = jnp.ones((8, 4), out_sharding=P("d", "m"))
    print(jax.shard_map(accumulate, in_specs=P("d", "m"), out_specs=P("m"))(x).shape)
