# EXPECT: none
# NamedShardings carry their mesh, so jit needs no context mesh.
import jax
import jax.numpy as jnp
import numpy as np
from jax.sharding import NamedSharding, PartitionSpec as P, AxisType

mesh = jax.make_mesh((8,), ('data',), axis_types=(AxisType.Auto,))
step = jax.jit(lambda b: b * 2, in_shardings=NamedSharding(mesh, P('data')),
               out_shardings=NamedSharding(mesh, P('data')))
out = step(np.ones((16,), np.float32))
