# EXPECT: none
# The base skips in setUp when type(self) is the base itself; the subclass sets a mesh in its own setUp.
import unittest
import jax
import numpy as np
from jax.sharding import PartitionSpec as P


class Base(unittest.TestCase):
    def setUp(self):
        if type(self) is Base:
            self.skipTest("base")
        super().setUp()

    def test_put(self):
        a = jax.device_put(np.ones(8), P("x"))
        self.assertEqual(a.sharding.spec, P("x"))


class Concrete(Base):
    def setUp(self):
        super().setUp()
        self.enterContext(jax.set_mesh(jax.make_mesh((8,), ("x",))))


if __name__ == "__main__":
    r = unittest.main(argv=["t"], exit=False).result
    if r.errors or r.failures:
        raise RuntimeError((r.errors + r.failures)[0][1])
