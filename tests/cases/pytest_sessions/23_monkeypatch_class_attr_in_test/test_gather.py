# EXPECT: none
# The test monkeypatches a defaults class to Explicit axes before building the mesh from it.
import jax
import jax.numpy as jnp
import pytest
from jax._src.shard_map import top_level_all_gather
from jax.sharding import AxisType, NamedSharding, PartitionSpec as P


class MeshDefaults:
    names = ("x",)
    types = (AxisType.Auto,)

    @classmethod
    def build(cls):
        return jax.make_mesh((8,), cls.names, axis_types=cls.types)


def test_gather(monkeypatch, tmp_path):
    monkeypatch.setattr(MeshDefaults, "types", (AxisType.Explicit,))
    mesh = MeshDefaults.build()
    with jax.set_mesh(mesh):
        x = jax.device_put(jnp.arange(16.0), P("x"))
        y = top_level_all_gather(x, P(reduced={"x"}))
    (tmp_path / "y.txt").write_text(str(y.shape))
    assert (tmp_path / "y.txt").read_text() == "(16,)"
