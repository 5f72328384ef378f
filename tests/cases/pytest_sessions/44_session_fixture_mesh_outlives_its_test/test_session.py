import jax
import numpy as np
import pytest
from jax.sharding import PartitionSpec as P


@pytest.fixture(scope="session")
def global_mesh():
    mesh = jax.make_mesh((8,), ("d",))
    with jax.set_mesh(mesh):
        yield mesh


def test_a_first(global_mesh):
    assert jax.device_put(np.ones(8), P("d")).shape == (8,)


def test_b_second():
    # relies on the session fixture still being active
    assert jax.device_put(np.ones(8), P("d")).shape == (8,)
