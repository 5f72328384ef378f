# EXPECT: none
# A parameterized test calls self.skipTest before its device_put: unittest records a skip, nothing runs.
import unittest
import jax
import numpy as np
from jax.sharding import PartitionSpec as P
from absl.testing import parameterized

class T(parameterized.TestCase):
  @parameterized.parameters(8, 16)
  def test_put(self, n):
    self.skipTest("disabled")
    jax.device_put(np.ones((n,)), P("x"))

r = unittest.main(argv=["t"], exit=False).result
if r.errors + r.failures: raise RuntimeError((r.errors + r.failures)[0][1])
