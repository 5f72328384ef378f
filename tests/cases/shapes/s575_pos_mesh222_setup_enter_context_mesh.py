# EXPECT: MESH222
# setUp enters an Explicit mesh with enterContext; the test feeds a host array to a shard_map expecting P("i").
import unittest

import jax
import numpy as np
from jax.sharding import PartitionSpec as P


class ShardMapTest(unittest.TestCase):
    def setUp(self):
        super().setUp()
        self.mesh = jax.make_mesh((8,), ("i",))
        self.enterContext(jax.set_mesh(self.mesh))

    def test_identity(self):
        f = jax.shard_map(lambda x: x, in_specs=P("i"), out_specs=P("i"))
        f(np.ones(16, np.float32))


if __name__ == "__main__":
    result = unittest.main(argv=["t"], exit=False).result
    if result.errors or result.failures:
        raise RuntimeError((result.errors + result.failures)[0][1])
