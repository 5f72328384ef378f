"""Process-wide parallel state. init_device_mesh() is called once at start-up; ops read device_mesh()."""
import jax

_DEVICE_MESH = None


def init_device_mesh(shape, axes):
    global _DEVICE_MESH
    _DEVICE_MESH = jax.make_mesh(shape, axes)
    return _DEVICE_MESH


def device_mesh():
    if _DEVICE_MESH is None:
        raise RuntimeError("parallel state is not initialized: call init_device_mesh() first")
    return _DEVICE_MESH
