import jax
import pytest


@pytest.fixture
def mesh():
    m = jax.make_mesh((8,), ("data",))
    with jax.set_mesh(m):
        yield m
