# EXPECT: MESH207
# jax.sharding.Mesh without axis_types is all Auto; jax.random.normal(out_sharding=...) names an Auto axis.
import jax
import numpy as np
from jax.sharding import Mesh, PartitionSpec as P

devices = np.array(jax.devices()).reshape(4, 2)
mesh = Mesh(devices, ('data', 'model'))
with jax.set_mesh(mesh):
    w = jax.random.normal(jax.random.key(0), (16, 8), out_sharding=P(None, 'model'))
