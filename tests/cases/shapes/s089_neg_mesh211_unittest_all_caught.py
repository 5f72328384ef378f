# EXPECT: none
# unittest-style test run by name: every bad mesh is inside assertRaises / assertRaisesRegex; the program completes.
import unittest
import jax
from jax.sharding import AxisType


class MeshConfigTest(unittest.TestCase):
    def test_axis_types(self):
        with self.assertRaises(ValueError):
            jax.make_mesh((4, 2), ('data', 'model'), axis_types=(AxisType.Explicit,))
        with self.assertRaisesRegex(ValueError, "Number of axis names"):
            jax.make_mesh((2, 2, 2), ('data', 'fsdp', 'model'), axis_types=(AxisType.Explicit,) * 2)
        jax.make_mesh((4, 2), ('data', 'model'), axis_types=(AxisType.Explicit,) * 2)


for name in unittest.defaultTestLoader.getTestCaseNames(MeshConfigTest):
    getattr(MeshConfigTest(name), name)()
