# EXPECT: none
# main -> pipeline.sync -> layers.gather_params -> ops.gather: the only chain runs under an Explicit mesh.
import jax
import numpy as np
from jax.sharding import PartitionSpec as P

from pipeline import sync

with jax.set_mesh(jax.make_mesh((8,), ('x',))):
    sync(jax.device_put(np.arange(16.), P('x')))
