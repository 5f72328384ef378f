# (expected: MESH205, asserted by tests/test_crossfile.py) A unittest module run as `python main.py`: a pytest
# test elsewhere in the project that sets a mesh never runs in its process.
import unittest

import jax.numpy as jnp
from jax.sharding import PartitionSpec as P


class T(unittest.TestCase):

    def test_zeros(self):
        jnp.zeros(8, out_sharding=P("x"))   # raises: no mesh (python main.py)


if __name__ == "__main__":
    unittest.main()
