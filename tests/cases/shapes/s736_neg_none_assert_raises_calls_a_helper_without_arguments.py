# EXPECT: none
# The callable form of assertRaises: unittest calls the helper inside the handler, so the reshard on Auto axes
# it always hits is the expected ValueError (information at most, never an error).
import unittest

import jax
import jax.numpy as jnp
from jax.sharding import AxisType, PartitionSpec as P


def reshard_on_auto():
    mesh = jax.make_mesh((8,), ("x",), axis_types=(AxisType.Auto,))
    with jax.set_mesh(mesh):
        return jax.reshard(jnp.ones(8), P("x"))


class ReshardTest(unittest.TestCase):
    def test_auto_axes_refused(self):
        self.assertRaises(ValueError, reshard_on_auto)


ReshardTest("test_auto_axes_refused").test_auto_axes_refused()
print("ok")
