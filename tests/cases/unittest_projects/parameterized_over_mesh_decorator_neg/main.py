# A parameterised test under a user decorator that enters a mesh: the runner calls the wrapper, which runs
# the test in the mesh. Both cases pass.
import jax
import numpy as np
from absl.testing import absltest, parameterized
from jax.sharding import PartitionSpec as P


def with_mesh(fn):
  def wrapped(self, *args):
    with jax.set_mesh(jax.make_mesh((8,), ('x',))):
      return fn(self, *args)
  return wrapped


class StackTest(parameterized.TestCase):

  @parameterized.parameters(1, 2)
  @with_mesh
  def test_put(self, n):
    jax.device_put(np.zeros((8, n)), P('x', None))


if __name__ == '__main__':
  absltest.main()
