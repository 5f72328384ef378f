import jax
import numpy as np
import pytest


@pytest.fixture(scope="module")
def mesh():
    # builds the mesh, never enters it
    return jax.make_mesh((4, 2), ("data", "model"))


@pytest.fixture
def batch():
    return np.ones((8, 4), np.float32)
