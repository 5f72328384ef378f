# EXPECT: none
# jax.set_mesh(mesh) used as a function decorator: jax 0.10.2 raises TypeError ('set_mesh' object is not callable) first.
import jax, jax.numpy as jnp
from jax.sharding import PartitionSpec as P

mesh = jax.make_mesh((8,), ('x',))
total = jax.shard_map(lambda b: jax.lax.psum(b.sum(), 'x'), in_specs=P('x'), out_specs=P())


@jax.set_mesh(mesh)
def run():
    return total(jax.device_put(jnp.arange(16.0), P('x')))


run()
