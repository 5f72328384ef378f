import unittest

import jax
import numpy as np
from jax.sharding import PartitionSpec as P


class ShardingTest(unittest.TestCase):
    @classmethod
    def setUpClass(cls):
        super().setUpClass()
        cls.mesh = jax.make_mesh((8,), ("data",))
        cls._ctx = jax.set_mesh(cls.mesh)
        cls._ctx.__enter__()

    @classmethod
    def tearDownClass(cls):
        cls._ctx.__exit__(None, None, None)
        super().tearDownClass()

    def test_device_put(self):
        x = jax.device_put(np.ones((16, 2), np.float32), P("data"))
        self.assertEqual(x.sharding.spec, P("data"))


if __name__ == "__main__":
    unittest.main()
