# EXPECT: none
# s302 with the decorator's mesh Auto: P.UNCONSTRAINED is allowed there.
import jax
import unittest
from jax.sharding import NamedSharding, PartitionSpec as P, AxisType


def with_explicit_mesh(fn):
  def mesh_fn(self):
    mesh = jax.make_mesh((2,), ('x',), axis_types=(AxisType.Auto,))
    return fn(self, mesh)
  return mesh_fn


class T(unittest.TestCase):

  @with_explicit_mesh
  def test_unconstrained(self, mesh):
    NamedSharding(mesh, P(P.UNCONSTRAINED))


T('test_unconstrained').debug()
