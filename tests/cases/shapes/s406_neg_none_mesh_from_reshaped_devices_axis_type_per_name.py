# EXPECT: none
# The same mesh with one AxisType per axis name.
import jax
import numpy as np
from jax.sharding import AxisType, Mesh


def build_mesh():
    devices = np.array(jax.devices()).reshape(-1, 2)
    return Mesh(devices, ("replica", "tp"), axis_types=(AxisType.Explicit,) * 2)


mesh = build_mesh()
print(mesh.shape)
