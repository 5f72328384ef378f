# EXPECT: MESH220
# A helper's constraint fails in two tests: one expects it (assertRaises catches the AssertionError), the
# other does not. The uncaught one fails, so the helper's finding is an error, not information.
import unittest

import jax
import jax.numpy as jnp
from jax.sharding import PartitionSpec as P


def constrain_replicated():
    return jax.lax.with_sharding_constraint(jnp.ones((8, 2)), P("x"))


class ConstraintTest(unittest.TestCase):
    def test_helper_in_raises(self):
        with jax.set_mesh(jax.make_mesh((8,), ("x",))):
            with self.assertRaises(AssertionError):
                constrain_replicated()

    def test_helper_uncaught(self):
        with jax.set_mesh(jax.make_mesh((8,), ("x",))):
            constrain_replicated()


ConstraintTest("test_helper_in_raises").test_helper_in_raises()
ConstraintTest("test_helper_uncaught").test_helper_uncaught()
