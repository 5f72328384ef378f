# A process-wide mesh with a setter and a getter (the default is an Auto mesh).
import jax
import numpy as np
from jax.sharding import Mesh

MESH = Mesh(np.array(jax.devices()), ("data",))


def set_global_mesh(mesh):
    global MESH
    MESH = mesh


def get_global_mesh():
    return MESH
