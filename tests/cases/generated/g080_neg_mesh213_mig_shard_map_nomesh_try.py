# EXPECT: none
# Generated (tests/generator seed 105, p105_00240), shrunk; analyzer disagreed: fp MESH213 | mig.shard_map_nomesh.
import jax
import numpy as np
from jax.sharding import AbstractMesh, AxisType, Mesh, NamedSharding, PartitionSpec as P
try:
    f = jax.shard_map(lambda a: a * 2, in_specs=P('x'), out_specs=P('x'))
    print(f(np.ones((16, 8), np.float32)).shape)
except Exception as err:
    pass
