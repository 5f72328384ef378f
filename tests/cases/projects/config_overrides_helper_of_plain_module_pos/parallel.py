import numpy as np
import jax
from jax.sharding import Mesh


def create_device_mesh(config):
    devices = np.asarray(jax.devices()[:int(np.prod(config.mesh_shape))]).reshape(config.mesh_shape)
    return Mesh(devices, config.mesh_axes, axis_types=config.axis_types)
