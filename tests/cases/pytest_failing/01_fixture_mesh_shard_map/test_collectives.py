# EXPECT: MESH221
# A mesh made by a module fixture reaches the test as its parameter; the shard_map over it leaves a varying output
# out of out_specs.
import jax
import jax.numpy as jnp
import pytest
from jax.sharding import AxisType, PartitionSpec as P


@pytest.fixture
def mesh():
    return jax.make_mesh((8,), ("data",), axis_types=(AxisType.Auto,))


def test_scaled_sum(mesh):
    step = jax.shard_map(lambda x: x * 2.0, mesh=mesh, in_specs=P("data"), out_specs=P())
    out = step(jnp.arange(16.0))
    assert out.shape == (2,)
