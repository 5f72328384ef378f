# EXPECT: none
# The test's 'mesh' parameter has a default, so pytest does not fill it from the module's Auto 'mesh' fixture.
import jax
import jax.numpy as jnp
import pytest
from jax._src.shard_map import top_level_all_gather
from jax.sharding import AxisType, NamedSharding, PartitionSpec as P

EXPLICIT = jax.make_mesh((8,), ("x",), axis_types=(AxisType.Explicit,))


@pytest.fixture
def mesh():
    return jax.make_mesh((8,), ("x",), axis_types=(AxisType.Auto,))


def test_gather(mesh=EXPLICIT):
    with jax.set_mesh(mesh):
        x = jax.device_put(jnp.arange(16.0), P("x"))
        assert top_level_all_gather(x, P(reduced={"x"})).shape == (16,)
