# EXPECT: none
# A class-level pytestmark parametrizes 'mesh' with an Explicit mesh, overriding the module's Auto fixture.
import jax
import jax.numpy as jnp
import pytest
from jax._src.shard_map import top_level_all_gather
from jax.sharding import AxisType, NamedSharding, PartitionSpec as P


@pytest.fixture
def mesh():
    return jax.make_mesh((8,), ("x",), axis_types=(AxisType.Auto,))


class TestExplicitGather:
    pytestmark = [pytest.mark.parametrize("mesh", [jax.make_mesh((8,), ("x",), axis_types=(AxisType.Explicit,))])]

    def test_gather(self, mesh):
        with jax.set_mesh(mesh):
            x = jax.device_put(jnp.arange(16.0), P("x"))
            assert top_level_all_gather(x, P(reduced={"x"})).shape == (16,)
