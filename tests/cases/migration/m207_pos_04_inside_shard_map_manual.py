# EXPECT: MESH207
# Inside a shard_map body the mapped axis is Manual: out_sharding may not name it.
import jax
import jax.numpy as jnp
import numpy as np
from jax.sharding import PartitionSpec as P

mesh = jax.make_mesh((8,), ('x',))
with jax.set_mesh(mesh):
    a = jax.device_put(np.arange(16.0), P('x'))

    @jax.shard_map(in_specs=P('x'), out_specs=P('x'))
    def body(block):
        return block + jnp.ones(block.shape, out_sharding=P('x'))

    body(a)
