import jax
import numpy as np
from jax.sharding import Mesh


def create_mesh(cfg):
    devices = np.array(jax.devices()[:cfg.num_devices]).reshape(cfg.mesh_shape)
    return Mesh(devices, cfg.mesh_axes)
