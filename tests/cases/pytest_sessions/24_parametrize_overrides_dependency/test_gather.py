# EXPECT: none
# 'mesh' depends on fixture 'axis_type' (Auto); the test parametrizes 'axis_type' with Explicit, which the mesh fixture then sees.
import jax
import jax.numpy as jnp
import pytest
from jax._src.shard_map import top_level_all_gather
from jax.sharding import AxisType, NamedSharding, PartitionSpec as P


@pytest.fixture
def axis_type():
    return AxisType.Auto


@pytest.fixture
def mesh(axis_type):
    return jax.make_mesh((8,), ("x",), axis_types=(axis_type,))


@pytest.mark.parametrize("axis_type", [AxisType.Explicit])
def test_gather(mesh):
    with jax.set_mesh(mesh):
        x = jax.device_put(jnp.arange(16.0), P("x"))
        assert top_level_all_gather(x, P(reduced={"x"})).shape == (16,)
