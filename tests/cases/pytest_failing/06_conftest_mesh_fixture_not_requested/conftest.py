import jax
import pytest


@pytest.fixture
def mesh():
    # entered for the test asking for it only; its teardown leaves the block
    with jax.set_mesh(jax.make_mesh((8,), ("data",))) as m:
        yield m
