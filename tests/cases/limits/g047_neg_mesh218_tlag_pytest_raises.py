# EXPECT: none
# Generated (tests/generator seed 104, p104_01069), shrunk; analyzer disagreed: fp MESH218 | tlag.
import jax
import numpy as np
from jax.sharding import AbstractMesh, AxisType, Mesh, NamedSharding, PartitionSpec as P
from jax._src.shard_map import top_level_all_gather
import pytest
mesh = jax.make_mesh((2, 2, 2), ('x', 'y', 'z'), axis_types=(AxisType.Auto, AxisType.Auto, AxisType.Auto))
with pytest.raises(Exception):

    def run_step_1():
        x = jax.device_put(np.arange(128.0, dtype=np.float32).reshape(16, 8), P('z', None))
        y = top_level_all_gather(x, NamedSharding(mesh, P(None, None, reduced={'z'})), multi_dim=True)
