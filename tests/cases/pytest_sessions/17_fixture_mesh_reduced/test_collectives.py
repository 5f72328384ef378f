# A mesh from a module fixture; the shard_map body reduces before a replicated out_specs (the fixed form of
# pytest_failing/01).
import jax
import jax.numpy as jnp
import pytest
from jax.sharding import AxisType, PartitionSpec as P


@pytest.fixture
def mesh():
    return jax.make_mesh((8,), ("data",), axis_types=(AxisType.Auto,))


def test_scaled_sum(mesh):
    step = jax.shard_map(lambda x: jax.lax.psum(x * 2.0, "data"), mesh=mesh, in_specs=P("data"), out_specs=P())
    out = step(jnp.arange(16.0))
    assert out.shape == (2,)
