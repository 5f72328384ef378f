# EXPECT: none
# JAX-test style: setUp enters jax.set_mesh with TestCase.enterContext; the test's mesh-less shard_map runs under it.
import unittest
import jax, jax.numpy as jnp
from jax.sharding import PartitionSpec as P


class CollectiveTest(unittest.TestCase):
    def setUp(self):
        super().setUp()
        self.mesh = self.enterContext(jax.set_mesh(jax.make_mesh((8,), ('x',))))

    def test_psum(self):
        f = jax.shard_map(lambda b: jax.lax.psum(b, 'x'), in_specs=P('x'), out_specs=P())
        f(jax.device_put(jnp.ones((16,)), P('x')))


t = CollectiveTest("test_psum")
t.setUp()
t.test_psum()
t.doCleanups()
