# EXPECT: none
# pjit resolves bare PartitionSpecs against the legacy `with mesh:` (unlike jax.jit): this works.
import numpy as np
import jax
from jax.experimental.pjit import pjit
from jax.sharding import PartitionSpec as P

mesh = jax.make_mesh((8,), ('x',))
double = pjit(lambda x: x * 2, in_shardings=P('x'), out_shardings=P('x'))
with mesh:
    double(np.arange(8.))
