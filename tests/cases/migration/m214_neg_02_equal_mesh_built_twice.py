# EXPECT: none
# Two make_mesh calls with the same shape, names and types give equal meshes.
import jax
import numpy as np
from jax.sharding import PartitionSpec as P

with jax.set_mesh(jax.make_mesh((8,), ('x',))):
    a = jax.device_put(np.arange(16.0), P('x'))
    jax.shard_map(lambda b: b, mesh=jax.make_mesh((8,), ('x',)), in_specs=P('x'), out_specs=P('x'))(a)
