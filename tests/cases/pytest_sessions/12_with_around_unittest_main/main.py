import jax, jax.numpy as jnp, pytest
from jax.sharding import PartitionSpec as P, AxisType
M = lambda: jax.make_mesh((8,), ("x",), axis_types=(AxisType.Explicit,))

import unittest

class T(unittest.TestCase):
    def test_a(self):
        jax.device_put(jnp.arange(8.), P("x"))

if __name__ == "__main__":
    with jax.set_mesh(M()):
        unittest.main()
