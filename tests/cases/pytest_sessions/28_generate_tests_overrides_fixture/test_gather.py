# EXPECT: none
# pytest_generate_tests parametrizes 'mesh' with Explicit meshes, overriding the module's Auto 'mesh' fixture.
import jax
import jax.numpy as jnp
import pytest
from jax._src.shard_map import top_level_all_gather
from jax.sharding import AxisType, NamedSharding, PartitionSpec as P


def pytest_generate_tests(metafunc):
    if "mesh" in metafunc.fixturenames:
        metafunc.parametrize("mesh", [jax.make_mesh((8,), ("x",), axis_types=(AxisType.Explicit,))])


@pytest.fixture
def mesh():
    return jax.make_mesh((8,), ("x",), axis_types=(AxisType.Auto,))


def test_gather(mesh):
    with jax.set_mesh(mesh):
        x = jax.device_put(jnp.arange(16.0), P("x"))
        assert top_level_all_gather(x, P(reduced={"x"})).shape == (16,)
