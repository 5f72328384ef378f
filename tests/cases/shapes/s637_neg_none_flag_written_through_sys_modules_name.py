# EXPECT: none
# The module turns its debug flag off through sys.modules[__name__] (this module for sure): the debug-only
# bare-spec put never runs.
import sys
import jax
import numpy as np
from jax.sharding import PartitionSpec as P

DEBUG = True
sys.modules[__name__].DEBUG = False
if DEBUG:
    jax.device_put(np.zeros((16,), np.float32), P("data"))
print("ok")
