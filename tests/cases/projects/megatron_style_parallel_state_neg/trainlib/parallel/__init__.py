from . import state
from .state import device_mesh, init_device_mesh

__all__ = ["state", "device_mesh", "init_device_mesh"]
