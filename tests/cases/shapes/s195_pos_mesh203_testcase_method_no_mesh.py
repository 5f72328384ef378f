# EXPECT: MESH203
# A unittest test method, run the way a test runner runs it (set-up, then the method): nothing sets a mesh
# before it, so device_put with a bare PartitionSpec fails. Nobody in the file calls the method by name.
import unittest

import jax
import numpy as np
from jax.sharding import PartitionSpec as P


class ShardingTest(unittest.TestCase):

    def setUp(self):
        super().setUp()
        self.data = np.arange(32.0).reshape(8, 4)

    def test_put_rows(self):
        mesh = jax.make_mesh((4,), ('data',))
        x = jax.device_put(self.data, P('data'))
        self.assertEqual(x.shape, (8, 4))


ShardingTest('test_put_rows').debug()
