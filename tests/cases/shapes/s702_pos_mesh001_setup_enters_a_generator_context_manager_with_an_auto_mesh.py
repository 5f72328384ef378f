# EXPECT: MESH001
# setUp enters a @contextmanager helper of the module through absltest's enter_context (it stays entered until
# the test's cleanup) and keeps the mesh it yields. The helper builds an Auto mesh, so top_level_all_gather in
# the test raises.
import contextlib

import jax
import numpy as np
from absl.testing import absltest
from jax._src.shard_map import top_level_all_gather
from jax.sharding import AxisType, NamedSharding, PartitionSpec as P


@contextlib.contextmanager
def mesh_context(kind):
    mesh = jax.make_mesh((8,), ("data",), axis_types=(kind,))
    with jax.set_mesh(mesh):
        yield mesh


class GatherTest(absltest.TestCase):

    def setUp(self):
        super().setUp()
        self.mesh = self.enter_context(mesh_context(AxisType.Auto))

    def test_gather(self):
        x = jax.device_put(np.arange(16.0), NamedSharding(self.mesh, P("data")))
        self.assertEqual(top_level_all_gather(x, P(reduced={"data"})).shape, (16,))


if __name__ == "__main__":
    import unittest
    result = unittest.main(argv=["t"], exit=False).result
    if result.errors or result.failures:
        raise RuntimeError((result.errors + result.failures)[0][1])
