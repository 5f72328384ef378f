# EXPECT: MESH211
# jax's test helper jtu.create_mesh builds the mesh with make_mesh: one bare AxisType for two axis names is one
# entry, so it raises (outside the assertRaises block that expects it for AbstractMesh).
import unittest
import jax
from jax._src import test_util as jtu
from jax.sharding import AxisType


class MeshTest(unittest.TestCase):
    def test_axis_types_mismatch(self):
        with self.assertRaisesRegex(ValueError, "should match the number of axis_types"):
            jax.sharding.AbstractMesh((2, 1), ('x', 'y'), axis_types=AxisType.Auto)
        jtu.create_mesh((2, 1), ('x', 'y'), axis_types=AxisType.Auto)


for name in unittest.defaultTestLoader.getTestCaseNames(MeshTest):
    getattr(MeshTest(name), name)()
