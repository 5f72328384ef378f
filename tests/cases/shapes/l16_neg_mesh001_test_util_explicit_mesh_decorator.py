# EXPECT: none
# jax's test helper decorator makes every axis Explicit by default and passes the mesh as `mesh=`; the gathers
# in the test are valid, and the invalid one is expected by assertRaises.
import unittest
import numpy as np
import jax
from jax._src import test_util as jtu
from jax.sharding import NamedSharding, PartitionSpec as P
from jax._src.shard_map import top_level_all_gather


class GatherTest(unittest.TestCase):

    @jtu.with_explicit_mesh((4, 2), ('data', 'model'))
    def test_gather(self, mesh):
        arr = jax.device_put(np.arange(64.).reshape(8, 8), NamedSharding(mesh, P('data', None)))
        out = top_level_all_gather(arr, P(None, None, reduced={'data'}))
        assert out.shape == (8, 8)
        with self.assertRaisesRegex(ValueError, "multiple dimensions cannot be all_gathered"):
            top_level_all_gather(jax.device_put(np.arange(64.).reshape(8, 8), P('data', 'model')), P())


for name in unittest.defaultTestLoader.getTestCaseNames(GatherTest):
    getattr(GatherTest(name), name)()
