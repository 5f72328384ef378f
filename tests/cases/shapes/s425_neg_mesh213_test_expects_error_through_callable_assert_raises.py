# EXPECT: none
# Tests that expect the error in the callable form of assertRaises / pytest.raises (`assertRaises(E, fn,
# *args)`): the shard_map with no mesh raises inside the expecting call, which catches it (reported as
# information), and the test goes on.
import unittest

import jax
import numpy as np
import pytest
from jax.sharding import PartitionSpec as P


def double(x):
    return x * 2


class ShardMapNeedsMeshTest(unittest.TestCase):
    def test_no_mesh_is_refused(self):
        f = jax.shard_map(double, in_specs=P("x"), out_specs=P("x"))
        self.assertRaises(ValueError, f, np.ones((8, 2)))
        self.assertRaisesRegex(ValueError, "context mesh", f, np.ones((8, 2)))
        pytest.raises(ValueError, f, np.ones((8, 2)))
        print("refused three times")


case = ShardMapNeedsMeshTest("test_no_mesh_is_refused")
case.test_no_mesh_is_refused()
