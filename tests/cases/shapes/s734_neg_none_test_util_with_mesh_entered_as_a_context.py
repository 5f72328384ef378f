# EXPECT: none
# jax's own test style: `jtu.with_mesh([...])` entered as a context manager, on an ExitStack and through
# absltest's enterContext. It enters the legacy `with Mesh(...)`, on which with_sharding_constraint resolves
# a bare spec over Auto axes: every test passes.
import contextlib
import unittest

import jax
import numpy as np
from jax._src import test_util as jtu
from jax.sharding import PartitionSpec as P


class LegacyMeshTest(jtu.JaxTestCase):

    def test_with_block(self):
        with jtu.with_mesh([("x", 4), ("y", 2)]):
            out = jax.jit(lambda a: jax.lax.with_sharding_constraint(a, P("x", "y")))(np.ones((8, 4)))
        self.assertEqual(out.shape, (8, 4))

    def test_exit_stack(self):
        with contextlib.ExitStack() as stack:
            stack.enter_context(jtu.with_mesh([("x", 8)]))
            out = jax.jit(lambda a: jax.lax.with_sharding_constraint(a, P("x")))(np.ones(8, np.float32))
        self.assertEqual(out.shape, (8,))

    def test_enter_context(self):
        self.enterContext(jtu.with_mesh([("x", 8)]))
        out = jax.jit(lambda a: jax.lax.with_sharding_constraint(a, P("x")))(np.ones(8, np.float32))
        self.assertEqual(out.shape, (8,))


for name in unittest.defaultTestLoader.getTestCaseNames(LegacyMeshTest):
    getattr(LegacyMeshTest(name), name)()
print("ok")
