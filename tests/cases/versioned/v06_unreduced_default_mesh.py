# EXPECT: none
# EXPECT-0.8.2: MESH217
# unreduced= needs Explicit axes: fine with 0.10.2's default make_mesh, refused with 0.8.2's.
import jax
import numpy as np
from jax.sharding import PartitionSpec as P

with jax.set_mesh(jax.make_mesh((8,), ('x',))):
    partial_sums = jax.device_put(np.zeros((16,), np.float32), P(None, unreduced={'x'}))
