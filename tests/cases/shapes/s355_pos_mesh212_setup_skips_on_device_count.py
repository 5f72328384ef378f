# EXPECT: MESH212
# A test case whose setUp skips on small machines (self.skipTest in an if) and then builds its mesh; the test
# asserts on a value first, then constrains over an Explicit axis (with_sharding_constraint wants Auto axes).
import unittest

import jax
import jax.numpy as jnp
from jax.sharding import AxisType, NamedSharding, PartitionSpec as P


class ConstraintTest(unittest.TestCase):
    def setUp(self):
        if jax.device_count() < 8:
            self.skipTest("needs 8 devices")
        self.mesh = jax.make_mesh((4, 2), ("data", "model"), axis_types=(AxisType.Auto, AxisType.Explicit))

    def test_constrain(self):
        self.assertEqual(self.mesh.size, 8)
        f = jax.jit(lambda x: jax.lax.with_sharding_constraint(x, NamedSharding(self.mesh, P("data", "model"))))
        f(jnp.ones((8, 4)))


ConstraintTest("test_constrain").debug()
