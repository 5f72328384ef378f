# EXPECT: MESH205
# Under jax.set_mesh alone, a pjit body runs with no context mesh: a bare spec given to reshard there has no mesh
# to resolve against.
import warnings

import jax
import numpy as np
from jax.experimental.pjit import pjit
from jax.sharding import PartitionSpec as P

warnings.simplefilter("ignore", DeprecationWarning)


@pjit
def regroup(x):
    return jax.sharding.reshard(x * 2, P("d"))


with jax.set_mesh(jax.make_mesh((8,), ("d",))):
    print(regroup(np.ones((16,), np.float32)).shape)
