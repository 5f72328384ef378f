# EXPECT: none
# The Auto-mesh gather is marked xfail(raises=ValueError, strict=True): pytest counts it as an expected failure.
import jax
import jax.numpy as jnp
import pytest
from jax._src.shard_map import top_level_all_gather
from jax.sharding import AxisType, NamedSharding, PartitionSpec as P


@pytest.fixture
def auto_mesh():
    return jax.make_mesh((8,), ("x",), axis_types=(AxisType.Auto,))


@pytest.mark.xfail(raises=ValueError, strict=True, reason="gather needs Explicit axes")
def test_gather_on_auto(auto_mesh):
    with jax.set_mesh(auto_mesh):
        x = jax.device_put(jnp.arange(16.0), P("x"))
        top_level_all_gather(x, P(reduced={"x"}))
