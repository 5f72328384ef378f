"""Process-wide parallel state. init_device_mesh() is called once at start-up; ops read device_mesh()."""
import jax
import numpy as np
from jax.sharding import Mesh

_DEVICE_MESH = None


def init_device_mesh(shape, axes):
    global _DEVICE_MESH
    devices = np.asarray(jax.devices()).reshape(shape)
    _DEVICE_MESH = Mesh(devices, axes)
    return _DEVICE_MESH


def device_mesh():
    if _DEVICE_MESH is None:
        raise RuntimeError("parallel state is not initialized: call init_device_mesh() first")
    return _DEVICE_MESH
