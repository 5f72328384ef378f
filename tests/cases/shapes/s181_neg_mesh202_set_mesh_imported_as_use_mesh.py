# EXPECT: none
# Migration alias: `from jax import set_mesh as use_mesh`; `with use_mesh(mesh):` is jax.set_mesh (works on 0.10.2).
import jax, numpy as np
from jax import set_mesh as use_mesh
from jax.sharding import PartitionSpec as P

mesh = jax.make_mesh((4, 2), ('data', 'model'))
with use_mesh(mesh):
    x = jax.device_put(np.ones((8, 4), np.float32), P('data', None))
