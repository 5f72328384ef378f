# EXPECT: none
# An earlier test method sets the mesh for good (jax.set_mesh as a statement): the runner runs the tests in
# name order in one process, so the later one finds it set and its bare spec resolves.
import unittest

import jax
import numpy as np
from jax.sharding import PartitionSpec as P


class T(unittest.TestCase):
    def test_a_setup(self):
        jax.set_mesh(jax.make_mesh((8,), ("x",)))

    def test_b_put(self):
        x = jax.device_put(np.ones((8, 2)), P("x"))
        self.assertEqual(x.shape, (8, 2))


if __name__ == "__main__":
    outcome = unittest.main(argv=["s442"], exit=False).result
    assert outcome.wasSuccessful() and outcome.testsRun == 2
