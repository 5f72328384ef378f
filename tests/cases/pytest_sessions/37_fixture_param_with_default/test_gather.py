# EXPECT: none
# The 'mesh' fixture takes 'axis_types' with a default; pytest does not fill a defaulted argument from the module's Auto 'axis_types' fixture.
import jax
import jax.numpy as jnp
import pytest
from jax._src.shard_map import top_level_all_gather
from jax.sharding import AxisType, NamedSharding, PartitionSpec as P


@pytest.fixture
def axis_types():
    return (AxisType.Auto,)


@pytest.fixture
def mesh(axis_types=(AxisType.Explicit,)):
    return jax.make_mesh((8,), ("x",), axis_types=axis_types)


def test_gather(mesh):
    with jax.set_mesh(mesh):
        x = jax.device_put(jnp.arange(16.0), P("x"))
        assert top_level_all_gather(x, P(reduced={"x"})).shape == (16,)
