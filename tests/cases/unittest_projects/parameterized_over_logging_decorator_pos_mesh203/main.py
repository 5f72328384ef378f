# A parameterised test under a logging decorator: the wrapper sets no mesh, so the bare spec fails in both cases.
import functools
import jax
import numpy as np
from absl.testing import absltest, parameterized
from jax.sharding import PartitionSpec as P


def logged(fn):
  @functools.wraps(fn)
  def wrapped(self, *args):
    print("running", fn.__name__)
    return fn(self, *args)
  return wrapped


class StackTest(parameterized.TestCase):

  @parameterized.parameters(1, 2)
  @logged
  def test_put(self, n):
    jax.device_put(np.zeros((8, n)), P('x', None))


if __name__ == '__main__':
  absltest.main()
