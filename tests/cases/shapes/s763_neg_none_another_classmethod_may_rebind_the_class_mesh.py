# EXPECT: none
# setUpClass stores an Auto mesh, but a second classmethod may replace it with an Explicit one, and the test
# picks which one to run by a name built at run time: what the test reads is not known, so nothing is claimed.
import unittest

import jax
import jax.numpy as jnp
from jax._src.shard_map import top_level_all_gather
from jax.sharding import AxisType, PartitionSpec as P

MODE = "explicit"


class GatherTest(unittest.TestCase):
    @classmethod
    def setUpClass(cls):
        cls.gather_mesh = jax.make_mesh((8,), ("x",), axis_types=(AxisType.Auto,))

    @classmethod
    def use_explicit(cls):
        cls.gather_mesh = jax.make_mesh((8,), ("x",), axis_types=(AxisType.Explicit,))

    def test_gather(self):
        getattr(type(self), "use_" + MODE)()
        with jax.set_mesh(self.gather_mesh):
            x = jax.device_put(jnp.ones((8,)), P("x"))
            return top_level_all_gather(x, out_sharding=P(reduced={"x"}))


GatherTest.setUpClass()
GatherTest("test_gather").test_gather()
