# EXPECT: none
# monkeypatch.setattr with a dotted-string target switches the module's AXIS_TYPES to Explicit before the mesh is built.
import jax
import jax.numpy as jnp
import pytest
from jax._src.shard_map import top_level_all_gather
from jax.sharding import AxisType, NamedSharding, PartitionSpec as P

AXIS_TYPES = (AxisType.Auto,)


def build_mesh():
    return jax.make_mesh((8,), ("x",), axis_types=AXIS_TYPES)


def test_gather(monkeypatch):
    monkeypatch.setattr(f"{__name__}.AXIS_TYPES", (AxisType.Explicit,))
    with jax.set_mesh(build_mesh()):
        x = jax.device_put(jnp.arange(16.0), P("x"))
        assert top_level_all_gather(x, P(reduced={"x"})).shape == (16,)
