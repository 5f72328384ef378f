# EXPECT: MESH203
# `with (jax.set_mesh(mesh) if distributed else nullcontext()):` called with distributed=False: no mesh for the spec.
import contextlib

import jax
import numpy as np
from jax.sharding import PartitionSpec as P


def shard_batch(batch, distributed):
    mesh = jax.make_mesh((8,), ("data",))
    with (jax.set_mesh(mesh) if distributed else contextlib.nullcontext()):
        return jax.device_put(batch, P("data"))


print(shard_batch(np.ones((16,), np.float32), distributed=False))
