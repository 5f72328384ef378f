import jax
import numpy as np
import pytest
from jax._src.shard_map import top_level_all_gather
from jax.sharding import AxisType, PartitionSpec as P


@pytest.fixture
def host_offload():
    pytest.skip("host offload is not available on this backend")


def test_offloaded_gather(host_offload):
    mesh = jax.make_mesh((8,), ("data",), axis_types=(AxisType.Auto,))
    with jax.set_mesh(mesh):
        top_level_all_gather(jax.device_put(np.arange(16.0), P("data")), P(reduced={"data"}))


class TestPinnedMemory:
    @classmethod
    def setup_class(cls):
        pytest.skip("pinned host memory is not available")

    def test_pinned_gather(self):
        mesh = jax.make_mesh((8,), ("data",), axis_types=(AxisType.Auto,))
        with jax.set_mesh(mesh):
            top_level_all_gather(jax.device_put(np.arange(16.0), P("data")), P(reduced={"data"}))


@pytest.fixture
def needs_gpu_collectives():
    pytest.skip("GPU collectives are not available")


@pytest.mark.usefixtures("needs_gpu_collectives")
class TestCollectiveGather:
    def test_gather(self):
        mesh = jax.make_mesh((8,), ("data",), axis_types=(AxisType.Auto,))
        with jax.set_mesh(mesh):
            top_level_all_gather(jax.device_put(np.arange(16.0), P("data")), P(reduced={"data"}))
