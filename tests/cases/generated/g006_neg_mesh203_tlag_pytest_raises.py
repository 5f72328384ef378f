# EXPECT: none
# Generated (tests/generator), shrunk; analyzer disagreed: fp MESH203 | tlag.
import jax
import numpy as np
from jax.sharding import AbstractMesh, AxisType, Mesh, NamedSharding, PartitionSpec as P
import pytest
with pytest.raises(Exception):
    x = jax.device_put(np.arange(128.0, dtype=np.float32).reshape(16, 8), P(None, 'x'))
