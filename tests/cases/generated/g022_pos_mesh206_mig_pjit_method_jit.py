# EXPECT: MESH206
# Generated (tests/generator), shrunk; analyzer disagreed: fn MESH206 | mig.pjit.
import numpy as np
from jax.sharding import AbstractMesh, AxisType, Mesh, NamedSharding, PartitionSpec as P

class Stage_1:

    def run(stage):
        from jax.experimental.pjit import pjit
        f = pjit(lambda a: a * 2, in_shardings=P(None, 'data'))
        print(f(np.ones((16, 8), np.float32)).shape)
Stage_1().run()
