# EXPECT: none
# Correct: reduced over an Explicit axis.
import jax
import numpy as np
from jax.sharding import PartitionSpec as P

with jax.set_mesh(jax.make_mesh((8,), ('fsdp',))):
    w = jax.device_put(np.ones((16, 4), np.float32), P(None, None, reduced={'fsdp'}))
