import jax
import numpy as np
import pytest
from jax._src.shard_map import top_level_all_gather
from jax.sharding import AxisType, PartitionSpec as P

LEGACY_AUTO_MESH_SUPPORTED = False


def _gather_on_auto_mesh():
    mesh = jax.make_mesh((8,), ("data",), axis_types=(AxisType.Auto,))
    with jax.set_mesh(mesh):
        x = jax.device_put(np.arange(16.0), P("data"))
        return top_level_all_gather(x, P(reduced={"data"}))


@pytest.mark.skip(reason="the Auto-mesh gather path was removed")
class TestRemovedPath:
    def test_gather(self):
        _gather_on_auto_mesh()
        mesh = jax.make_mesh((8,), ("data",), axis_types=(AxisType.Auto,))
        with jax.set_mesh(mesh):
            top_level_all_gather(jax.device_put(np.arange(16.0), P("data")), P(reduced={"data"}))


@pytest.mark.skipif(not LEGACY_AUTO_MESH_SUPPORTED, reason="legacy meshes are off")
class TestLegacyMeshes:
    def test_gather(self):
        mesh = jax.make_mesh((8,), ("data",), axis_types=(AxisType.Auto,))
        with jax.set_mesh(mesh):
            top_level_all_gather(jax.device_put(np.arange(16.0), P("data")), P(reduced={"data"}))


class TestHelperBase:
    __test__ = False   # a base for parametrised suites elsewhere; pytest does not collect it

    def test_gather(self):
        mesh = jax.make_mesh((8,), ("data",), axis_types=(AxisType.Auto,))
        with jax.set_mesh(mesh):
            top_level_all_gather(jax.device_put(np.arange(16.0), P("data")), P(reduced={"data"}))


def test_explicit_gather_still_works():
    mesh = jax.make_mesh((8,), ("data",), axis_types=(AxisType.Explicit,))
    with jax.set_mesh(mesh):
        out = top_level_all_gather(jax.device_put(np.arange(16.0), P("data")), P(None, reduced={"data"}))
        assert out.shape == (16,)
