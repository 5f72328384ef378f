# EXPECT: MESH206
# pjit with bare PartitionSpecs under jax.set_mesh alone: pjit needs the legacy `with mesh:`.
import numpy as np
import jax
from jax.experimental.pjit import pjit
from jax.sharding import PartitionSpec as P

mesh = jax.make_mesh((8,), ('x',))
double = pjit(lambda x: x * 2, in_shardings=P('x'), out_shardings=P('x'))
with jax.set_mesh(mesh):
    double(np.arange(8.))
