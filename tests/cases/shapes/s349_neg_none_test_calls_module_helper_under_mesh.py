# EXPECT: none
# The helper test again, with setUp entering a mesh for the test (and the factory passing a tuple).
import unittest

import jax
import jax.numpy as jnp
from jax.sharding import AxisType, PartitionSpec as P


def build_mesh(n, names=("data",)):
    return jax.make_mesh((n,), names, axis_types=(AxisType.Explicit,) * len(names))


def shard_rows(x):
    return jax.device_put(x, P("data"))


class PlacementTest(unittest.TestCase):
    def setUp(self):
        self.enterContext(jax.set_mesh(build_mesh(8)))

    def test_rows(self):
        x = shard_rows(jnp.ones((16, 4)))
        self.assertEqual(x.sharding.spec, P("data"))


PlacementTest("test_rows").debug()
