# EXPECT: none
# 'mesh' depends on fixture 'axis_types' (Auto); a test class overrides 'axis_types' with Explicit for its tests.
import jax
import jax.numpy as jnp
import pytest
from jax._src.shard_map import top_level_all_gather
from jax.sharding import AxisType, NamedSharding, PartitionSpec as P


@pytest.fixture
def axis_types():
    return (AxisType.Auto,)


@pytest.fixture
def mesh(axis_types):
    return jax.make_mesh((8,), ("x",), axis_types=axis_types)


class TestExplicitGather:
    @pytest.fixture
    def axis_types(self):
        return (AxisType.Explicit,)

    def test_gather(self, mesh):
        with jax.set_mesh(mesh):
            x = jax.device_put(jnp.arange(16.0), P("x"))
            assert top_level_all_gather(x, P(reduced={"x"})).shape == (16,)
