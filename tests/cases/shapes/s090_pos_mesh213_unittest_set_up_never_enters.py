# EXPECT: MESH213
# unittest-style class: setUp builds self.mesh but never enters it; the test (called explicitly) shard_maps without it.
import unittest
import jax, jax.numpy as jnp
from jax.sharding import PartitionSpec as P


class CollectiveTest(unittest.TestCase):
    def setUp(self):
        self.mesh = jax.make_mesh((8,), ('x',))

    def test_psum(self):
        f = jax.shard_map(lambda b: jax.lax.psum(b, 'x'), in_specs=P('x'), out_specs=P())
        f(jnp.ones((16,)))


t = CollectiveTest("test_psum")
t.setUp()
t.test_psum()
