# EXPECT: none
# unittest-style test: the shard_map called without a mesh is inside self.assertRaises(ValueError); it completes.
import unittest
import jax, jax.numpy as jnp
from jax.sharding import PartitionSpec as P


class ShardMapTest(unittest.TestCase):
    def test_requires_mesh(self):
        f = jax.shard_map(lambda b: b, in_specs=P('x'), out_specs=P('x'))
        with self.assertRaises(ValueError):
            f(jnp.ones((16,)))


for name in unittest.defaultTestLoader.getTestCaseNames(ShardMapTest):
    getattr(ShardMapTest(name), name)()
