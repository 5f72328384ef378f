# EXPECT: none
# The smoke suite's setUpClass sets the mesh with the global setter (no `with`), so it stays set after the
# tests ran; unittest.main(exit=False) comes back, and the summary line after it places an array by a bare
# spec under that mesh, which works.
import unittest

import jax
import numpy as np
from jax.sharding import PartitionSpec as P


class SmokeTest(unittest.TestCase):
    @classmethod
    def setUpClass(cls):
        jax.set_mesh(jax.make_mesh((8,), ("x",)))

    def test_devices(self):
        self.assertEqual(jax.device_count(), 8)


if __name__ == "__main__":
    result = unittest.main(exit=False).result
    assert result.wasSuccessful(), result
    print(jax.device_put(np.arange(8.0), P("x")).sharding.spec)
