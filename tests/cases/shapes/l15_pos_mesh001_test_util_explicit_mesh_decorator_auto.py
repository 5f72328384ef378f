# EXPECT: MESH001
# jax's test helper decorator enters `jax.set_mesh` around the test: here it is asked for Auto axes, so a
# top_level_all_gather in the test body (not inside assertRaises) fails. The first test's error is caught.
import unittest
import numpy as np
import jax
from jax._src import test_util as jtu
from jax.sharding import AxisType, PartitionSpec as P
from jax._src.shard_map import top_level_all_gather


class GatherTest(unittest.TestCase):

    @jtu.with_explicit_mesh((2, 2), ('x', 'y'))
    def test_a_caught(self, mesh):
        arr = jax.device_put(np.arange(16.).reshape(8, 2), P(None, 'y'))
        with self.assertRaisesRegex(ValueError, "to be unsharded"):
            top_level_all_gather(arr, P('x', 'y'))

    @jtu.with_explicit_mesh((2, 2), ('x', 'y'), axis_types=(AxisType.Auto,) * 2)
    def test_b_auto(self, mesh):
        arr = jax.device_put(np.arange(16.).reshape(8, 2), P('x', None))
        top_level_all_gather(arr, P(None, None))


for name in unittest.defaultTestLoader.getTestCaseNames(GatherTest):
    getattr(GatherTest(name), name)()
