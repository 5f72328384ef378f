# EXPECT: none
# setUp enters the mesh with enterContext; the tests place their inputs first, and a second class needs no mesh.
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
        x = jax.device_put(np.ones(16, np.float32), P("i"))
        f = jax.shard_map(lambda x: x, in_specs=P("i"), out_specs=P("i"))
        self.assertEqual(f(x).shape, (16,))


class HostTest(unittest.TestCase):
    def test_numpy_only(self):
        self.assertEqual(np.ones(4).sum(), 4.0)


if __name__ == "__main__":
    result = unittest.main(argv=["t"], exit=False).result
    if result.errors or result.failures:
        raise RuntimeError((result.errors + result.failures)[0][1])
