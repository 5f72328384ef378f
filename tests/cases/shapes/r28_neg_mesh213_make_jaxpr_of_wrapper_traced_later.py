# EXPECT: none
# jax.make_jaxpr(f) of a mesh-less shard_map only wraps it; the jaxpr is made later under the mesh (correct).
import jax, jax.numpy as jnp
from jax.sharding import PartitionSpec as P

double = jax.shard_map(lambda b: b * 2, in_specs=P('x'), out_specs=P('x'))
to_jaxpr = jax.make_jaxpr(double)
mesh = jax.make_mesh((8,), ('x',))
with jax.set_mesh(mesh):
    print(to_jaxpr(jax.device_put(jnp.ones((16,)), P('x'))))
