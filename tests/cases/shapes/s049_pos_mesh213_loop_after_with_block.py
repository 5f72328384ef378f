# EXPECT: MESH213
# A loop calls a mesh-less shard_map after the `with jax.set_mesh` block that made the params has ended.
import jax, jax.numpy as jnp
from jax.sharding import PartitionSpec as P

step = jax.jit(jax.shard_map(lambda b: b * 2, in_specs=P('x'), out_specs=P('x')))
mesh = jax.make_mesh((8,), ('x',))
with jax.set_mesh(mesh):
    params = jax.device_put(jnp.ones((16,)), P('x'))
for epoch in range(3):
    params = step(params)
