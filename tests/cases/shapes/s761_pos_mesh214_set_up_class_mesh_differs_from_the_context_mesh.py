# EXPECT: MESH214
# A test class builds its meshes once in setUpClass. One test enters the Explicit mesh and hands shard_map the
# Auto one of the same shape: the abstract meshes differ (axis types), and shard_map refuses.
import unittest
from functools import partial

import jax
import numpy as np
from jax import lax
from jax.sharding import Mesh, PartitionSpec as P


class RingTest(unittest.TestCase):
    @classmethod
    def setUpClass(cls):
        cls.ring_mesh = jax.make_mesh((4, 2), ("x", "y"))
        cls.ring_auto_mesh = Mesh(np.array(jax.devices()).reshape(4, 2), ("x", "y"))

    def test_ring(self):
        with jax.set_mesh(self.ring_mesh):
            arr = jax.device_put(np.arange(8.0, dtype=np.float32), P("x"))

            @partial(jax.shard_map, mesh=self.ring_auto_mesh, in_specs=P("x"), out_specs=P("x"))
            def f(x):
                return lax.ppermute(x, "x", [(i, (i + 1) % 4) for i in range(4)])

            return f(arr)


RingTest.setUpClass()
RingTest("test_ring").test_ring()
