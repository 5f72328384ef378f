# (expected: MESH205, asserted by tests/test_crossfile.py; run under unittest, not the ground-truth runner)
# A unittest module calls a library module's helper from a test method; nothing sets a mesh, so the bare spec
# given to jnp.ones in model.py has nothing to resolve against.
import unittest

import model


class ModelTest(unittest.TestCase):
    def test_ones(self):
        x = model.sharded_ones(16)
        self.assertEqual(x.shape, (16,))


if __name__ == "__main__":
    unittest.main()
