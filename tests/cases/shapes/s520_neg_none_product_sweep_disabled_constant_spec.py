# EXPECT: none
# The sweep over itertools.product of enabled mesh shapes (none enabled) places with a literal spec and no mesh.
import itertools
import jax
import numpy as np
from jax.sharding import PartitionSpec as P

ENABLED_SHAPES = []          # filled in by the cluster config; empty on a laptop
DTYPES = [np.float32, np.float16]

results = {}
for shape, dtype in itertools.product(ENABLED_SHAPES, DTYPES):
    x = jax.device_put(np.ones((16,), dtype), P("batch"))
    results[(shape, dtype)] = float(x.sum())
print("ran", len(results), "configs")
