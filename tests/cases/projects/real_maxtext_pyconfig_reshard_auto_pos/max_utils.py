import numpy as np
import jax
from jax.sharding import Mesh


def create_device_mesh(config, devices=None):
    devices = devices if devices is not None else jax.devices()
    shape = config.ici_parallelism
    assert np.prod(shape) == len(devices), (shape, len(devices))
    return np.asarray(devices).reshape(shape)


def get_mesh(config):
    devices_array = create_device_mesh(config)
    return Mesh(devices_array, config.mesh_axes)
