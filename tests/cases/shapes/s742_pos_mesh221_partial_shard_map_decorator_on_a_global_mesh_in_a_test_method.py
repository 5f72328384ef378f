# EXPECT: MESH221
# jax's test style: a nested function decorated with `functools.partial(jax.shard_map, mesh=MESH, ...)` over a
# module-level mesh, inside a test method. Its output varies over 'i' while out_specs says P(): jax refuses.
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
            return x.sum()
        f(np.arange(16.0))


ShardMapTest("test_sum").test_sum()
