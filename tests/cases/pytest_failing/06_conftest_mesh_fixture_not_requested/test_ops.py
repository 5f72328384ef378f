# EXPECT: MESH203
# conftest.py's `mesh` fixture enters a mesh for the tests that ask for it; test_place_without_mesh does not,
# so ops.place's bare PartitionSpec has no mesh to resolve against.
import numpy as np
from jax.sharding import PartitionSpec as P

from ops import place


def test_place_with_mesh(mesh):
    assert place(np.zeros(16)).sharding.spec == P("data")


def test_place_without_mesh():
    assert place(np.zeros(16)).shape == (16,)
