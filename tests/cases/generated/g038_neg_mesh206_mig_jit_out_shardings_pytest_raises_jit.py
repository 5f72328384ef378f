# EXPECT: none
# Generated (tests/generator seed 104, p104_01036), shrunk; analyzer disagreed: fp MESH206 | mig.jit_out_shardings.
import jax
import numpy as np
from jax.sharding import AbstractMesh, AxisType, Mesh, NamedSharding, PartitionSpec as P
import pytest
with pytest.raises(Exception):
    f = jax.jit(lambda a: a * 2, out_shardings=P('data', P.UNCONSTRAINED))
    print(f(np.ones((16, 8), np.float32)).shape)
