# EXPECT: none
# `'model' in mesh.shape` (mesh.shape is a dict of axis sizes) picks the 2-D placement on a (data, model) mesh.
import jax
import numpy as np
from jax.sharding import AxisType, PartitionSpec as P

mesh = jax.make_mesh((4, 2), ('data', 'model'), axis_types=(AxisType.Explicit,) * 2)
with jax.set_mesh(mesh):
    w = np.ones((16, 4), np.float32)
    if 'model' in mesh.shape:
        w = jax.device_put(w, P('data', 'model'))
    else:
        w = jax.lax.with_sharding_constraint(w, P('data', None))
    print(w.sharding.spec)
