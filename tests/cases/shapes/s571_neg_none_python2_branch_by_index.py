# EXPECT: none
# `PY2 = sys.version_info[0] == 2` gates a legacy init path that builds arrays with a bare out_sharding spec.
import sys

import jax
import jax.numpy as jnp
from jax.sharding import PartitionSpec as P

PY2 = sys.version_info[0] == 2


def init_buffers(mesh):
    if PY2:
        return jnp.zeros((16,), out_sharding=P("data"))
    with jax.set_mesh(mesh):
        return jnp.zeros((16,), out_sharding=P("data"))


print(init_buffers(jax.make_mesh((8,), ("data",))).sharding.spec)
