# EXPECT: none
# A test method under @unittest.skip: the runner never calls it, so its missing mesh raises nothing.
import unittest
import jax
import numpy as np
from jax.sharding import PartitionSpec as P


class T(unittest.TestCase):
    @unittest.skip("needs a TPU mesh")
    def test_place(self):
        jax.device_put(np.ones((16,), np.float32), P('data'))
