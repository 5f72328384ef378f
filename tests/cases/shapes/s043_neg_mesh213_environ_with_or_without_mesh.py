# EXPECT: none
# if/else on os.environ: one branch calls the shard_map with no mesh, the other under set_mesh; jax takes the latter.
import os
import jax, jax.numpy as jnp
from jax.sharding import PartitionSpec as P

step = jax.shard_map(lambda b: jax.lax.psum(b.sum(), 'x'), in_specs=P('x'), out_specs=P())
mesh = jax.make_mesh((8,), ('x',))
if os.environ.get("SHAPES_NO_MESH"):
    step(jnp.arange(16.0))
else:
    with jax.set_mesh(mesh):
        step(jax.device_put(jnp.arange(16.0), P('x')))
