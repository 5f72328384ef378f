# EXPECT: none
# The same test, but its set-up sets the mesh for every test of the class: the runner calls setUp first, so the
# bare PartitionSpec resolves. The analyzer cannot assume an empty context for such a class.
import unittest

import jax
import numpy as np
from jax.sharding import PartitionSpec as P


class ShardingTest(unittest.TestCase):

    def setUp(self):
        super().setUp()
        self.mesh = jax.make_mesh((4,), ('data',))
        jax.set_mesh(self.mesh)
        self.data = np.arange(32.0).reshape(8, 4)

    def test_put_rows(self):
        x = jax.device_put(self.data, P('data'))
        self.assertEqual(x.shape, (8, 4))


ShardingTest('test_put_rows').debug()
