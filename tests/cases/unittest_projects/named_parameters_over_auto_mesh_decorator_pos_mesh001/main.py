# Named cases over a decorator entering an Auto mesh: top_level_all_gather needs Explicit axes, in both cases.
import jax
import numpy as np
from absl.testing import absltest, parameterized
from jax.sharding import PartitionSpec as P, AxisType
from jax._src.shard_map import top_level_all_gather


def with_mesh(fn):
  def wrapped(self, *args):
    with jax.set_mesh(jax.make_mesh((8,), ('x',), axis_types=(AxisType.Auto,))):
      return fn(self, *args)
  return wrapped


class StackTest(parameterized.TestCase):

  @parameterized.named_parameters(("one", 1), ("two", 2))
  @with_mesh
  def test_gather(self, n):
    x = jax.device_put(np.zeros((8, n)), P('x', None))
    top_level_all_gather(x, P(reduced={'x'}))


if __name__ == '__main__':
  absltest.main()
