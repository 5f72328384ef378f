import jax
import numpy as np
from jax.sharding import Mesh


def create_mesh(cfg):
    shape = tuple(int(d * i) for d, i in zip(cfg.dcn_parallelism, cfg.ici_parallelism))
    devices = np.asarray(jax.devices()).reshape(shape)
    return Mesh(devices, cfg.mesh_axes, axis_types=cfg.axis_types)
