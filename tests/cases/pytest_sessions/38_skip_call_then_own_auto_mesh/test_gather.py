# EXPECT: none
# The test calls pytest.skip() first (feature not ready); the Auto-mesh gather after it never runs.
import jax
import jax.numpy as jnp
import pytest
from jax._src.shard_map import top_level_all_gather
from jax.sharding import AxisType, PartitionSpec as P


@pytest.fixture
def auto_mesh():
    return jax.make_mesh((8,), ("x",), axis_types=(AxisType.Auto,))


def test_gather_on_auto(auto_mesh):
    pytest.skip("Auto-mesh gather lands in the next release")
    with jax.set_mesh(auto_mesh):
        x = jax.device_put(jnp.arange(16.0), P("x"))
        top_level_all_gather(x, P(reduced={"x"}))
