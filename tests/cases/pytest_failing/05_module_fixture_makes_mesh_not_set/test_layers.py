# EXPECT: MESH205
# A module fixture builds an Explicit mesh and the test forgets to enter it: the creator's bare out_sharding has
# no mesh to resolve against.
import jax
import jax.numpy as jnp
import pytest
from jax.sharding import AxisType, PartitionSpec as P


@pytest.fixture
def mesh():
    return jax.make_mesh((8,), ("data",), axis_types=(AxisType.Explicit,))


def test_zeros_sharded(mesh):
    w = jnp.zeros((16, 4), out_sharding=P("data", None))
    assert w.sharding.mesh.shape == mesh.shape
