# EXPECT: none
# The UNCONSTRAINED entry comes first: jax fails looking it up as an axis name (KeyError), a message no rule has.
import jax
import jax.numpy as jnp
import numpy as np
from jax.sharding import Mesh, PartitionSpec as P

mesh = Mesh(np.array(jax.devices()[:8]).reshape((8,)), ('data',))
with jax.set_mesh(mesh):
    try:
        y = jax.reshard(jnp.ones((16, 8)), P(P.UNCONSTRAINED, 'data'))
    except KeyError:
        print('KeyError')
