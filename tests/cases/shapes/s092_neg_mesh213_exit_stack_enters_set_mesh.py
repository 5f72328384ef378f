# EXPECT: none
# A module-level contextlib.ExitStack enters jax.set_mesh (no with block); the mesh-less shard_map runs under it.
import contextlib
import jax, jax.numpy as jnp
from jax.sharding import PartitionSpec as P

mesh = jax.make_mesh((8,), ('x',))
stack = contextlib.ExitStack()
stack.enter_context(jax.set_mesh(mesh))

total = jax.shard_map(lambda b: jax.lax.psum(b.sum(), 'x'), in_specs=P('x'), out_specs=P())
total(jax.device_put(jnp.arange(16.0), P('x')))
stack.close()
