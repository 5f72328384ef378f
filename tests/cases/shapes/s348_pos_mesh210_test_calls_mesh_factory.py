# EXPECT: MESH210
# A test calls the project's mesh factory, which passes axis_types as a list (JAX wants a tuple).
import unittest

import jax
from jax.sharding import AxisType


def build_mesh(n, names=("data",)):
    return jax.make_mesh((n,), names, axis_types=[AxisType.Explicit] * len(names))


class MeshTest(unittest.TestCase):
    def test_build(self):
        mesh = build_mesh(8)
        self.assertEqual(mesh.size, 8)


MeshTest("test_build").debug()
