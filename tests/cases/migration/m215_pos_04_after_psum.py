# EXPECT: MESH215
# psum makes its result invariant over 'x': gathering it to reduced is refused.
import jax
import jax.numpy as jnp
from jax.sharding import PartitionSpec as P

mesh = jax.make_mesh((8,), ('x',))
with jax.set_mesh(mesh):
    a = jax.device_put(jnp.arange(16.0), P('x'))

    @jax.shard_map(in_specs=P('x'), out_specs=P(reduced={'x'}))
    def f(block):
        total = jax.lax.psum(block, 'x')
        return jax.lax.all_gather(total, 'x', tiled=True, to='reduced')

    jax.jit(f)(a)
