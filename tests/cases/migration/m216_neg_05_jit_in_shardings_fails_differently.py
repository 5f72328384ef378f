# EXPECT: none
# jit's in_shardings refuse unconstrained dims with their own, different, error.
import jax
import numpy as np
from jax.sharding import PartitionSpec as P

with jax.set_mesh(jax.make_mesh((8,), ('x',))):
    jax.jit(lambda a: a, in_shardings=P(P.UNCONSTRAINED))(np.zeros(16))
