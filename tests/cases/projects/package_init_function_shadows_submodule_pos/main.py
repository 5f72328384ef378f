# EXPECT: MESH213
# `from trainer import setup` binds the function defined in trainer/__init__.py; trainer/setup.py (which sets the mesh) never runs.
import numpy as np
import jax
from jax.sharding import PartitionSpec as P

from trainer import setup


@jax.shard_map(in_specs=P("x"), out_specs=P())
def global_sum(block):
    return jax.lax.psum(block.sum(), "x")


opts = setup(verbose=False)
print(opts, global_sum(np.arange(16.0)))
