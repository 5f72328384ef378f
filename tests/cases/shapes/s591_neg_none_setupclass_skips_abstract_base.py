# EXPECT: none
# setUpClass raises SkipTest when cls is the abstract base; the concrete subclass enters a mesh for the shared test.
import unittest
import jax
import jax.numpy as jnp
from jax.sharding import PartitionSpec as P


class OnesTestBase(unittest.TestCase):
    @classmethod
    def setUpClass(cls):
        if cls is OnesTestBase:
            raise unittest.SkipTest("abstract base class")
        super().setUpClass()

    def test_ones(self):
        x = jnp.ones((16, 2), out_sharding=P("d"))
        self.assertEqual(x.sharding.spec, P("d", None))


class OnesTest(OnesTestBase):
    def setUp(self):
        super().setUp()
        self.enterContext(jax.set_mesh(jax.make_mesh((8,), ("d",))))


if __name__ == "__main__":
    r = unittest.main(argv=["t"], exit=False).result
    if r.errors or r.failures:
        raise RuntimeError((r.errors + r.failures)[0][1])
