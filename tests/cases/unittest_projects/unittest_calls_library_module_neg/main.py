# (expected: no finding, asserted by tests/test_crossfile.py; run under unittest, not the ground-truth runner)
# The same test, with the mesh entered in setUp through enterContext: the library helper's bare spec resolves.
import unittest

import jax

import model


class ModelTest(unittest.TestCase):
    def setUp(self):
        super().setUp()
        self.enterContext(jax.set_mesh(jax.make_mesh((8,), ("data",))))

    def test_ones(self):
        x = model.sharded_ones(16)
        self.assertEqual(x.shape, (16,))


if __name__ == "__main__":
    unittest.main()
