# EXPECT: none
# A test marked @pytest.mark.skip (with a mesh fixture) would gather under an Auto mesh, but pytest never runs it.
import jax
import jax.numpy as jnp
import pytest
from jax._src.shard_map import top_level_all_gather
from jax.sharding import AxisType, NamedSharding, PartitionSpec as P


@pytest.fixture
def auto_mesh():
    return jax.make_mesh((8,), ("x",), axis_types=(AxisType.Auto,))


@pytest.mark.skip(reason="top_level_all_gather does not support Auto meshes yet")
def test_gather_on_auto(auto_mesh):
    with jax.set_mesh(auto_mesh):
        x = jax.device_put(jnp.arange(16.0), P("x"))
        top_level_all_gather(x, P(reduced={"x"}))
