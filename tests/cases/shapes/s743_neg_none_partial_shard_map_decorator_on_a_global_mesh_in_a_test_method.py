# EXPECT: none
# The same test with the partial sums reduced over 'i' before they leave the body: replicated, as out_specs
# P() says.
import functools
import unittest

import jax
import numpy as np
from jax.sharding import AxisType, PartitionSpec as P

MESH = jax.make_mesh((8,), ("i",), axis_types=(AxisType.Auto,))


class ShardMapTest(unittest.TestCase):
    def test_sum(self):
        @functools.partial(jax.shard_map, mesh=MESH, in_specs=P("i"), out_specs=P())
        def f(x):
            return jax.lax.psum(x.sum(), "i")
        self.assertEqual(float(f(np.arange(16.0))), 120.0)


ShardMapTest("test_sum").test_sum()
print("ok")
