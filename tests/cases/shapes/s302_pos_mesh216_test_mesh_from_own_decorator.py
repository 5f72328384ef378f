# EXPECT: MESH216
# A decorator of the module builds an all-Explicit mesh and passes it to the test (as jax's jtu.with_explicit_mesh
# does): the runner calls the wrapper, and P.UNCONSTRAINED has no Auto axis to use.
import jax
import unittest
from jax.sharding import NamedSharding, PartitionSpec as P, AxisType


def with_explicit_mesh(fn):
  def mesh_fn(self):
    mesh = jax.make_mesh((2,), ('x',), axis_types=(AxisType.Explicit,))
    return fn(self, mesh)
  return mesh_fn


class T(unittest.TestCase):

  @with_explicit_mesh
  def test_unconstrained(self, mesh):
    NamedSharding(mesh, P(P.UNCONSTRAINED))


T('test_unconstrained').debug()
