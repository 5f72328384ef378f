# EXPECT: none
# Compatibility shim: mesh_context = jax.set_mesh if available else jax.sharding.use_mesh; device_put runs under it.
import jax, numpy as np
from jax.sharding import PartitionSpec as P

mesh_context = jax.set_mesh if hasattr(jax, "set_mesh") else jax.sharding.use_mesh
mesh = jax.make_mesh((4, 2), ('data', 'model'))
with mesh_context(mesh):
    x = jax.device_put(np.ones((8, 4), np.float32), P('data', None))
