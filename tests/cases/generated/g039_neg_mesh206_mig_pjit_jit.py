# EXPECT: none
# Generated (tests/generator seed 104, p104_01195), shrunk; analyzer disagreed: fp MESH206 | mig.pjit.
import numpy as np
from jax.sharding import AbstractMesh, AxisType, Mesh, NamedSharding, PartitionSpec as P
from jax.experimental.pjit import pjit
f = pjit(lambda a: a * 2, in_shardings=P('data', P.UNCONSTRAINED))
print(f(np.ones((16, 8), np.float32)).shape)
