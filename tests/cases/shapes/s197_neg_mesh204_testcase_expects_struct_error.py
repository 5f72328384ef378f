# EXPECT: none
# A test that expects the error: the struct's sharding is read with no mesh set inside assertRaises, which
# catches the TypeError (the analyzer reports it as information, naming the block).
import unittest

import jax
import jax.numpy as jnp
from jax.sharding import PartitionSpec as P


class StructTest(unittest.TestCase):

    def test_sharding_needs_mesh(self):
        mesh = jax.make_mesh((2,), ('x',))
        sds = jax.ShapeDtypeStruct((2, 2), jnp.float32, sharding=P('x'))
        with jax.set_mesh(mesh):
            self.assertEqual(sds.sharding.spec, P('x'))
        with self.assertRaises(TypeError):
            _ = sds.sharding


StructTest('test_sharding_needs_mesh').debug()
