# EXPECT: none
# The same base test case, whose subclass's own setUp calls super().setUp() and then replaces the mesh with
# an Auto one: P.UNCONSTRAINED is accepted on Auto axes.
import unittest

import jax
from jax.sharding import AxisType, NamedSharding, PartitionSpec as P


class MeshTestCase(unittest.TestCase):
    def setUp(self):
        super().setUp()
        self.mesh = jax.make_mesh((8,), ("x",))


class ShardingTest(MeshTestCase):
    def setUp(self):
        super().setUp()
        self.mesh = jax.make_mesh((8,), ("x",), axis_types=(AxisType.Auto,))

    def test_unconstrained_dim(self):
        print(NamedSharding(self.mesh, P("x", P.UNCONSTRAINED)))


# what the runner does for this test
case = ShardingTest("test_unconstrained_dim")
case.setUp()
case.test_unconstrained_dim()
