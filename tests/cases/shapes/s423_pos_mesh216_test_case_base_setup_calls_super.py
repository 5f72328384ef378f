# EXPECT: MESH216
# jax's own test shape: a base test case whose setUp calls super().setUp() and builds the mesh, and the tests
# in a subclass. The runner calls setUp first, so self.mesh is that (Explicit) mesh, which refuses
# P.UNCONSTRAINED.
import unittest

import jax
from jax.sharding import NamedSharding, PartitionSpec as P


class MeshTestCase(unittest.TestCase):
    def setUp(self):
        super().setUp()
        self.mesh = jax.make_mesh((8,), ("x",))


class ShardingTest(MeshTestCase):
    def test_unconstrained_dim(self):
        NamedSharding(self.mesh, P("x", P.UNCONSTRAINED))


# what the runner does for this test
case = ShardingTest("test_unconstrained_dim")
case.setUp()
case.test_unconstrained_dim()
