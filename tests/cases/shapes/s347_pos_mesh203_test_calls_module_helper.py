# EXPECT: MESH203
# A test method calls a module-level helper that places with a bare PartitionSpec; nothing in the module or
# the test sets a mesh (the runner calls the test after the module ran: `.debug()` runs it as a runner would,
# letting its error through).
import unittest

import jax
import jax.numpy as jnp
from jax.sharding import PartitionSpec as P


def shard_rows(x):
    return jax.device_put(x, P("data"))


class PlacementTest(unittest.TestCase):
    def test_rows(self):
        x = shard_rows(jnp.ones((16, 4)))
        self.assertEqual(x.shape, (16, 4))


PlacementTest("test_rows").debug()
