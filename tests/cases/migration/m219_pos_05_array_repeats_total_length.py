# EXPECT: MESH219
# Per-element repeats with total_repeat_length: still no out_sharding on a sharded axis.
import jax
import jax.numpy as jnp
import numpy as np
from jax.sharding import AxisType, PartitionSpec as P

mesh = jax.make_mesh((4, 2), ('data', 'model'), axis_types=(AxisType.Explicit, AxisType.Auto))
with jax.set_mesh(mesh):
    a = jax.device_put(np.arange(16.0), P('data'))
    counts = jnp.array([1, 2] * 8)
    jnp.repeat(a, counts, axis=0, total_repeat_length=24)
