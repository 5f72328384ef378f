# EXPECT: none
# The same conditional context manager, called with distributed=True (and once with a flag from the command line).
import contextlib
import sys

import jax
import numpy as np
from jax.sharding import PartitionSpec as P


def shard_batch(batch, distributed):
    mesh = jax.make_mesh((8,), ("data",))
    with (jax.set_mesh(mesh) if distributed else contextlib.nullcontext()):
        return jax.device_put(batch, P("data")) if distributed else batch


print(shard_batch(np.ones((16,), np.float32), distributed=True))
print(shard_batch(np.ones((16,), np.float32), distributed="--local" not in sys.argv))
