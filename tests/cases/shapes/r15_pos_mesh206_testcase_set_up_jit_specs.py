# EXPECT: MESH206
# unittest.TestCase: setUp jits a function with bare PartitionSpecs; the test (run explicitly) calls it with no mesh.
import unittest
import jax, jax.numpy as jnp
from jax.sharding import PartitionSpec as P


class ShardedAddTest(unittest.TestCase):
    def setUp(self):
        self.mesh = jax.make_mesh((8,), ('x',))
        self.add = jax.jit(lambda a, b: a + b, in_shardings=(P('x'), P('x')))

    def test_add(self):
        return self.add(jnp.ones((16,)), jnp.ones((16,)))


case = ShardedAddTest("test_add")
case.setUp()
case.test_add()
