# EXPECT: none
# unittest-style test class: test_auto expects the MESH001 error with assertRaisesRegex; test_explicit works.
import unittest
import jax, numpy as np
from jax.sharding import AxisType, PartitionSpec as P
from jax._src.shard_map import top_level_all_gather


class GatherTest(unittest.TestCase):
    def _gather(self, kind):
        mesh = jax.make_mesh((8,), ('x',), axis_types=(kind,))
        with jax.set_mesh(mesh):
            x = jax.device_put(np.arange(16.), P('x'))
            return top_level_all_gather(x, P(reduced={'x'}))

    def test_auto(self):
        with self.assertRaisesRegex(ValueError, "all mesh axes of context mesh are explicit"):
            self._gather(AxisType.Auto)

    def test_explicit(self):
        self._gather(AxisType.Explicit)


t = GatherTest()
t.test_auto()
t.test_explicit()
