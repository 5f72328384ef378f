# EXPECT: none
# setUpClass raises unittest.SkipTest: none of the class tests run.
import unittest
import jax
import numpy as np
from jax.sharding import PartitionSpec as P

class T(unittest.TestCase):
  @classmethod
  def setUpClass(cls):
    raise unittest.SkipTest("disabled")

  def test_put(self):
    jax.device_put(np.ones((8,)), P("x"))

r = unittest.main(argv=["t"], exit=False).result
if r.errors + r.failures: raise RuntimeError((r.errors + r.failures)[0][1])
