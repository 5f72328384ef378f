# EXPECT: none
# The same test with both axes Auto: the constraint is fine (and the skip does not happen on 8 devices).
import unittest

import jax
import jax.numpy as jnp
from jax.sharding import AxisType, NamedSharding, PartitionSpec as P


class ConstraintTest(unittest.TestCase):
    def setUp(self):
        if jax.device_count() < 8:
            self.skipTest("needs 8 devices")
        self.mesh = jax.make_mesh((4, 2), ("data", "model"), axis_types=(AxisType.Auto, AxisType.Auto))

    def test_constrain(self):
        self.assertEqual(self.mesh.size, 8)
        f = jax.jit(lambda x: jax.lax.with_sharding_constraint(x, NamedSharding(self.mesh, P("data", "model"))))
        f(jnp.ones((8, 4)))


ConstraintTest("test_constrain").debug()
