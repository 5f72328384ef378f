# EXPECT: MESH001
# utils.gather calls top_level_all_gather; main.py, its only caller, runs it under an Auto mesh.
import jax
import numpy as np
from jax.sharding import AxisType, PartitionSpec as P

from utils import gather

mesh = jax.make_mesh((8,), ('x',), axis_types=(AxisType.Auto,))
with jax.set_mesh(mesh):
    gather(jax.device_put(np.arange(16.), P('x')))
