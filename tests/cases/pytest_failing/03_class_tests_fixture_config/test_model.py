# EXPECT: MESH001
# Test methods of a pytest class take a mesh from a module fixture; top_level_all_gather under a context mesh
# whose axes are Auto.
import jax
import jax.numpy as jnp
import pytest
from jax._src.shard_map import top_level_all_gather
from jax.sharding import AxisType, PartitionSpec as P


@pytest.fixture
def auto_mesh():
    return jax.make_mesh((8,), ("x",), axis_types=(AxisType.Auto,))


class TestGather:
    def test_gather(self, auto_mesh):
        with jax.set_mesh(auto_mesh):
            x = jax.device_put(jnp.arange(16.0), P("x"))
            y = top_level_all_gather(x, P(reduced={"x"}))
            assert y.shape == (16,)
