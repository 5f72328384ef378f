# EXPECT: MESH001
# main.py calls utils.gather inside a legacy `with mesh:` block, which sets no context mesh.
import jax
import numpy as np
from jax.sharding import NamedSharding, PartitionSpec as P

from utils import gather

mesh = jax.make_mesh((8,), ('x',))
x = jax.device_put(np.arange(16.), NamedSharding(mesh, P('x')))
with mesh:
    gather(x)
