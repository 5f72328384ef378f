# EXPECT: none
# A base TestCase wraps every test of its subclasses in `with jax.set_mesh(...)` from __init_subclass__ (a
# pattern some suites use instead of a decorator), so the subclass's bare-spec device_put runs under a mesh.
import functools
import unittest

import jax
import numpy as np
from jax.sharding import PartitionSpec as P


class MeshTestCase(unittest.TestCase):
    def __init_subclass__(cls, **kwargs):
        super().__init_subclass__(**kwargs)
        for name, test in list(vars(cls).items()):
            if name.startswith("test_"):
                setattr(cls, name, cls._under_mesh(test))

    @staticmethod
    def _under_mesh(test):
        @functools.wraps(test)
        def run(self):
            with jax.set_mesh(jax.make_mesh((8,), ("x",))):
                return test(self)
        return run


class PlacementTest(MeshTestCase):
    def test_put(self):
        self.assertEqual(jax.device_put(np.arange(8.0), P("x")).shape, (8,))


if __name__ == "__main__":
    result = unittest.main(exit=False).result
    assert result.wasSuccessful() and result.testsRun == 1, result
