# EXPECT: none
# Both ./common.py (no mesh) and lib/common.py (enters the mesh) exist; main prepends lib/ with sys.path[:0], then `import common` and device_put with P.
import os, sys
HERE = os.path.dirname(os.path.abspath(__file__))
sys.path[:0] = [os.path.join(HERE, "lib")]
import jax
import numpy as np
from jax.sharding import PartitionSpec as P
import common

print(common.NAME, jax.device_put(np.ones((8, 2)), P("r")).sharding)
