import jax
import numpy as np
import pytest
from jax._src.shard_map import top_level_all_gather
from jax.sharding import AxisType, PartitionSpec as P

QUANTIZED_GATHER = False
pytestmark = [pytest.mark.skipif(not QUANTIZED_GATHER, reason="quantized gathers are not built")]


def test_int8_gather():
    mesh = jax.make_mesh((8,), ("data",), axis_types=(AxisType.Auto,))
    with jax.set_mesh(mesh):
        top_level_all_gather(jax.device_put(np.arange(16, dtype=np.int8), P("data")), P(reduced={"data"}))
