# EXPECT: MESH001
# main.py calls utils.gather under an Explicit mesh (fine), then under an Auto one: that second call raises.
import jax
import numpy as np
from jax.sharding import AxisType, PartitionSpec as P

from utils import gather as all_gather

explicit = jax.make_mesh((8,), ('x',))
auto = jax.make_mesh((8,), ('x',), axis_types=(AxisType.Auto,))
with jax.set_mesh(explicit):
    all_gather(jax.device_put(np.arange(16.), P('x')))
with jax.set_mesh(auto):
    all_gather(jax.device_put(np.arange(16.), P('x')))
