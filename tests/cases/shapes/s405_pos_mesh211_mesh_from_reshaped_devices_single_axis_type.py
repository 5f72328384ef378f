# EXPECT: MESH211
# A replica x tensor-parallel mesh over devices reshaped with an inferred first size: one bare AxisType for two
# axis names.
import jax
import numpy as np
from jax.sharding import AxisType, Mesh


def build_mesh():
    devices = np.array(jax.devices()).reshape(-1, 2)
    return Mesh(devices, ("replica", "tp"), axis_types=AxisType.Explicit)


mesh = build_mesh()
