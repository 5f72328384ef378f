# A test loops over specs in subTest blocks under an all-Explicit mesh: the second spec's array is not sharded
# as the constraint asserts, so that subtest fails (the runner goes on, the test fails).
import unittest
import jax
import numpy as np
from jax.sharding import PartitionSpec as P


class SpecsTest(unittest.TestCase):

  def test_specs(self):
    with jax.set_mesh(jax.make_mesh((4, 2), ('x', 'y'))):
      for spec in [P('x', None), P(None, 'y')]:
        with self.subTest(spec=spec):
          a = jax.device_put(np.zeros((8, 4)), spec)
          jax.jit(lambda v: jax.lax.with_sharding_constraint(v, P('x', None)))(a)


if __name__ == '__main__':
  unittest.main()
