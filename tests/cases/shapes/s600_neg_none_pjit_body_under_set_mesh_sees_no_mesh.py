# EXPECT: none
# pjit traces its body in the legacy resource env's mesh, here none, whatever jax.set_mesh says: inside the body
# the context mesh is empty, so repeating along the Explicit-sharded dimension needs no out_sharding.
import warnings

import jax
import jax.numpy as jnp
import numpy as np
from jax.experimental.pjit import pjit
from jax.sharding import PartitionSpec as P

warnings.simplefilter("ignore", DeprecationWarning)


def upsample(a):
    return jnp.repeat(a, 2, axis=0)


with jax.set_mesh(jax.make_mesh((8,), ("b",))):
    x = jax.device_put(np.ones((16, 4), np.float32), P("b", None))
    print(pjit(upsample)(x).shape)
