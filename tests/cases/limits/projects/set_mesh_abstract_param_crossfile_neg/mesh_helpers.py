import jax
import numpy as np
from jax.sharding import AbstractMesh, AxisType, Mesh, NamedSharding, PartitionSpec as P
global_mesh = AbstractMesh((2, 4), ('x', 'y'))

def run_with_mesh_1(mesh):
    jax.set_mesh(mesh)
    jax.set_mesh(None)
    x = jax.device_put(np.arange(128.0, dtype=np.float32).reshape(16, 8), P(('x', 'y'), None))
