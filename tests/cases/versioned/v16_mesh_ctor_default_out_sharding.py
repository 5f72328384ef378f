# EXPECT: MESH207
# EXPECT-0.8.2: MESH207
# jax.sharding.Mesh without axis_types is Auto on both versions.
import jax
import jax.numpy as jnp
import numpy as np
from jax.sharding import Mesh, PartitionSpec as P

mesh = Mesh(np.array(jax.devices()).reshape(4, 2), ('data', 'model'))
with jax.set_mesh(mesh):
    jnp.zeros((8, 4), out_sharding=P('data', None))
