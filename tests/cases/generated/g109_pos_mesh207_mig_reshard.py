# EXPECT: MESH207
# Generated (tests/generator seed 105, p105_00564), shrunk; analyzer disagreed: fn MESH207 | mig.reshard.
import jax
import jax.numpy as jnp
import numpy as np
from jax.sharding import AbstractMesh, AxisType, Mesh, NamedSharding, PartitionSpec as P
mesh = Mesh(np.array(jax.devices()[:8]).reshape((8,)), ('data',), axis_types=(AxisType.Auto,))
with jax.set_mesh(mesh):
    x = jnp.ones((16, 8))
    y = jax.reshard(x, P('data', P.UNCONSTRAINED))
