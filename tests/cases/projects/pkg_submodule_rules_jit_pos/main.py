# EXPECT: MESH206
# The sharding rules live in pkg/rules.py; pkg/step.py reaches them with `from . import rules` (a submodule
# imported by name) and names no PartitionSpec itself. The jitted step is called with no mesh set.
import numpy as np

from pkg.step import make_step

make_step()(np.ones((16,), np.float32))
