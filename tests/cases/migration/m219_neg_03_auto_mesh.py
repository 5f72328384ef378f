# EXPECT: none
# An Auto mesh (make_mesh's default before jax 0.9.0): the partitioner picks the output sharding.
import jax
import jax.numpy as jnp
import numpy as np
from jax.sharding import AxisType, PartitionSpec as P

mesh = jax.make_mesh((8,), ('batch',), axis_types=(AxisType.Auto,))
with jax.set_mesh(mesh):
    tokens = jax.device_put(np.arange(64, dtype=np.int32).reshape(16, 4), P('batch', None))
    upsampled = jnp.repeat(tokens, 2, axis=0)
