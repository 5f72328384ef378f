# EXPECT: none
# An abstract base TestCase (deleted from the module after subclassing) holds a test that needs a mesh; the subclass sets it.
import unittest
import jax
import numpy as np
from jax.sharding import AxisType, PartitionSpec as P


class _PlacementTestBase(unittest.TestCase):
  axis_types = None

  def test_place_rows(self):
    a = jax.device_put(np.zeros((8, 4)), P("x", None))
    self.assertEqual(a.sharding.spec, P("x", None))


class ExplicitPlacementTest(_PlacementTestBase):
  axis_types = (AxisType.Explicit,)

  def setUp(self):
    super().setUp()
    self.enterContext(jax.set_mesh(jax.make_mesh((8,), ("x",), axis_types=self.axis_types)))


del _PlacementTestBase


if __name__ == "__main__":
    result = unittest.main(argv=[__file__], exit=False).result
    problems = result.errors + result.failures
    if problems:
        raise RuntimeError(problems[0][1])
