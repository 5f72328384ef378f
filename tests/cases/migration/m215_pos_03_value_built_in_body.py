# EXPECT: MESH215
# A value created inside the body from constants is not varying either.
import jax
import jax.numpy as jnp
from jax.sharding import PartitionSpec as P

mesh = jax.make_mesh((8,), ('x',))
with jax.set_mesh(mesh):
    a = jax.device_put(jnp.arange(16.0), P('x'))

    @jax.shard_map(in_specs=P('x'), out_specs=(P('x'), P(reduced={'x'})))
    def f(block):
        bias = jnp.zeros((2,))
        return block, jax.lax.all_gather(bias, 'x', tiled=True, to='reduced')

    jax.jit(f)(a)
