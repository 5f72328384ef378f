# EXPECT: none
# The mesh is bound with a walrus inside the with statement: `with jax.set_mesh(mesh := jax.make_mesh(...)):`.
import jax, jax.numpy as jnp
from jax.sharding import PartitionSpec as P

total = jax.shard_map(lambda b: jax.lax.psum(b.sum(), 'x'), in_specs=P('x'), out_specs=P())
with jax.set_mesh(mesh := jax.make_mesh((8,), ('x',))):
    total(jax.device_put(jnp.arange(16.0), P(mesh.axis_names[0])))
