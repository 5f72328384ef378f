# EXPECT: none
# setUpModule skips the whole module (the multi-host suite needs more than one process): unittest runs none of
# its tests, so the gather under an Auto mesh never runs.
import unittest

import jax
import numpy as np
from jax._src.shard_map import top_level_all_gather
from jax.sharding import AxisType, PartitionSpec as P


def setUpModule():
    raise unittest.SkipTest("multi-host suite: run it with several processes")


class MultiHostGatherTest(unittest.TestCase):
    def test_gather(self):
        mesh = jax.make_mesh((8,), ("x",), axis_types=(AxisType.Auto,))
        with jax.set_mesh(mesh):
            top_level_all_gather(jax.device_put(np.arange(16.0), P("x")), P(reduced={"x"}))


if __name__ == "__main__":
    result = unittest.main(exit=False).result
    assert result.wasSuccessful() and result.testsRun == 0, result
