# EXPECT: MESH005
# A test case keeps its mesh on self in setUp (jax's own tests do): the runner makes the instance, runs setUp,
# then the test, which gathers an input sharded over both axes in one top_level_all_gather.
import jax
import numpy as np
import unittest
from jax.sharding import PartitionSpec as P, AxisType
from jax._src.shard_map import top_level_all_gather


class T(unittest.TestCase):

  def setUp(self):
    self.mesh = jax.make_mesh((2, 2), ('x', 'y'), axis_types=(AxisType.Explicit,) * 2)

  def test_multi_dim_uncaught(self):
    with jax.set_mesh(self.mesh):
      arr = jax.device_put(np.arange(16).reshape(8, 2), P('x', 'y'))
      top_level_all_gather(arr, P())


T('test_multi_dim_uncaught').debug()
