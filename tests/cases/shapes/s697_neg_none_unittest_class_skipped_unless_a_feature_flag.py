# EXPECT: none
# A compatibility suite runs only where the legacy Auto-mesh gather is supported; the flag is a constant of the
# module, off, so unittest skips the whole class and its gather under an Auto mesh (which would raise) never runs.
import unittest

import jax
import numpy as np
from jax._src.shard_map import top_level_all_gather
from jax.sharding import AxisType, PartitionSpec as P

SUPPORTS_AUTO_GATHER = False


@unittest.skipUnless(SUPPORTS_AUTO_GATHER, "the Auto-mesh gather is not supported")
class AutoGatherCompatTest(unittest.TestCase):
    def test_gather(self):
        mesh = jax.make_mesh((8,), ("x",), axis_types=(AxisType.Auto,))
        with jax.set_mesh(mesh):
            top_level_all_gather(jax.device_put(np.arange(16.0), P("x")), P(reduced={"x"}))


if __name__ == "__main__":
    result = unittest.main(exit=False).result
    assert result.wasSuccessful() and len(result.skipped) == 1, result
