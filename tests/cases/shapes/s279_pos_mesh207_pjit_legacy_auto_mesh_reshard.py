# EXPECT: MESH207
# pjit under a legacy `with mesh:` of an old-style Auto Mesh; the body reshards onto the Auto axis.
import numpy as np
import jax
from jax.experimental.pjit import pjit
from jax.sharding import Mesh, PartitionSpec as P


def forward(x):
    return jax.reshard(x * 2.0, P("data", None))


mesh = Mesh(np.array(jax.devices()), ("data",))
with mesh:
    y = pjit(forward)(np.ones((16, 4), np.float32))
