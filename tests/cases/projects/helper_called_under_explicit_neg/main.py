# EXPECT: none
# utils.gather calls top_level_all_gather; main.py calls it only under an all-Explicit mesh.
import jax
import numpy as np
from jax.sharding import PartitionSpec as P

from utils import gather

mesh = jax.make_mesh((8,), ('x',))
with jax.set_mesh(mesh):
    gather(jax.device_put(np.arange(16.), P('x')))
