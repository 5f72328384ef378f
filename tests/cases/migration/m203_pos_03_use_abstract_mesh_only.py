# EXPECT: MESH203
# use_abstract_mesh sets only the abstract mesh: device_put needs a concrete one (jax.set_mesh).
import jax
import numpy as np
import jax.sharding as shd

mesh = jax.make_mesh((2, 4), ('x', 'y'))
with shd.use_abstract_mesh(mesh.abstract_mesh):
    w = jax.device_put(np.ones((8, 8), np.float32), shd.PartitionSpec('x', 'y'))
