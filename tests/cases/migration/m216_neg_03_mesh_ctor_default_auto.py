# EXPECT: none
# jax.sharding.Mesh without axis_types is Auto.
import jax
import numpy as np
from jax.sharding import Mesh, NamedSharding, PartitionSpec as P

mesh = Mesh(np.array(jax.devices()).reshape(4, 2), ('data', 'model'))
s = NamedSharding(mesh, P(P.UNCONSTRAINED, 'model'))
