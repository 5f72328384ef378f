# EXPECT: none
# A unittest-style test expects the error with assertRaises: the program completes (reported as information).
import unittest
import jax
import jax.numpy as jnp
from jax.sharding import AxisType, PartitionSpec as P
from jax._src.shard_map import top_level_all_gather


class AllGatherTest(unittest.TestCase):
    def test_auto_mesh_is_refused(self):
        mesh = jax.make_mesh((8,), ('x',), axis_types=(AxisType.Auto,))
        with jax.set_mesh(mesh):
            with self.assertRaisesRegex(ValueError, "explicit"):
                top_level_all_gather(jax.device_put(jnp.arange(16.), P("x")), P(reduced={"x"}))


AllGatherTest("test_auto_mesh_is_refused").test_auto_mesh_is_refused()
