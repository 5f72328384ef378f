"""Gives a layer its device mesh (cooperative __init__: the next class in the MRO gets the rest)."""
import numpy as np
import jax
from jax.sharding import AxisType, Mesh

MODEL_AXIS_TYPE = AxisType.Explicit   # tensor parallelism laid out by hand


class MeshMixin:
    def __init__(self, *, mesh_shape=(4, 2), mesh_axes=("data", "model"), **kwargs):
        devices = np.asarray(jax.devices()[: int(np.prod(mesh_shape))]).reshape(mesh_shape)
        self.mesh = Mesh(devices, mesh_axes, axis_types=(AxisType.Explicit, MODEL_AXIS_TYPE))
        super().__init__(**kwargs)
