# EXPECT: none
# A fixture monkeypatches the config module to Explicit axes; the test builds its mesh from that module.
import jax
import jax.numpy as jnp
import pytest
from jax._src.shard_map import top_level_all_gather
from jax.sharding import AxisType, NamedSharding, PartitionSpec as P

import meshcfg


@pytest.fixture
def explicit_axes(monkeypatch):
    monkeypatch.setattr(meshcfg, "AXIS_TYPES", (AxisType.Explicit,))
    return meshcfg.AXIS_NAMES


def test_gather(explicit_axes):
    mesh = jax.make_mesh((8,), explicit_axes, axis_types=meshcfg.AXIS_TYPES)
    with jax.set_mesh(mesh):
        x = jax.device_put(jnp.arange(16.0), P("x"))
        assert top_level_all_gather(x, P(reduced={"x"})).shape == (16,)
