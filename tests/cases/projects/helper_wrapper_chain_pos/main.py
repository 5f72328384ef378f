# EXPECT: MESH001
# main -> pipeline.sync -> layers.gather_params -> ops.gather, three calls deep, under an Auto mesh.
import jax
import numpy as np
from jax.sharding import AxisType, PartitionSpec as P

from pipeline import sync

with jax.set_mesh(jax.make_mesh((8,), ('x',), axis_types=(AxisType.Auto,))):
    sync(jax.device_put(np.arange(16.), P('x')))
