# EXPECT: none
# Generated (tests/generator), shrunk; analyzer disagreed: fp-unexecuted MESH203 | tlag.
import os
import jax
import numpy as np
from jax.sharding import AbstractMesh, AxisType, Mesh, NamedSharding, PartitionSpec as P
if os.environ.get('GEN_UNSET_FLAG') == '1':
    x = jax.device_put(np.arange(128.0, dtype=np.float32).reshape(16, 8), P('data', 'model'))
