import numpy as np
from jax.sharding import PartitionSpec as P

from ops import place


def test_place_with_mesh(mesh):
    assert place(np.zeros(16)).sharding.spec == P("data")


def test_place_twice(mesh):
    assert place(place(np.zeros(16))).shape == (16,)
