# EXPECT: none
# `from pkg import setup_mesh` imports a submodule whose top level sets the mesh, so the bare spec has one.
import numpy as np
import jax
from jax.sharding import PartitionSpec as P
from pkg import setup_mesh  # noqa: F401

print(jax.device_put(np.arange(8.0), P("x")).sharding.spec)
