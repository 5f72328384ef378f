# EXPECT: MESH213
# The callable form of assertRaises expecting the wrong exception: the shard_map with no mesh raises a
# ValueError, which `assertRaises(TypeError, ...)` does not catch.
import unittest

import jax
import numpy as np
from jax.sharding import PartitionSpec as P


class ShardMapNeedsMeshTest(unittest.TestCase):
    def test_no_mesh_is_refused(self):
        f = jax.shard_map(lambda x: x * 2, in_specs=P("x"), out_specs=P("x"))
        self.assertRaises(TypeError, f, np.ones((8, 2)))


case = ShardMapNeedsMeshTest("test_no_mesh_is_refused")
case.test_no_mesh_is_refused()
