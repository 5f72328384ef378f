# EXPECT: none
# The abstract base sets __unittest_skip__ = True; the concrete subclass resets it and enters the mesh.
import unittest
import jax
import numpy as np
from jax.sharding import PartitionSpec as P


class PlacementBase(unittest.TestCase):
    __unittest_skip__ = True
    __unittest_skip_why__ = "abstract base"

    def test_put(self):
        a = jax.device_put(np.ones(8), P("x"))
        self.assertEqual(a.sharding.spec, P("x"))


class PlacementTest(PlacementBase):
    __unittest_skip__ = False

    def setUp(self):
        super().setUp()
        self.enterContext(jax.set_mesh(jax.make_mesh((8,), ("x",))))


if __name__ == "__main__":
    r = unittest.main(argv=["t"], exit=False).result
    if r.errors or r.failures:
        raise RuntimeError((r.errors + r.failures)[0][1])
