# EXPECT: none
# A NamedSharding carries its own mesh: no context mesh is needed.
import jax
import numpy as np
from jax.sharding import NamedSharding, PartitionSpec as P

mesh = jax.make_mesh((4, 2), ('data', 'model'))
x = jax.device_put(np.ones((32, 16), np.float32), NamedSharding(mesh, P('data', 'model')))
