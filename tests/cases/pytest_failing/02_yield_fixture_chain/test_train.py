# EXPECT: MESH211
# A config fixture feeds a mesh fixture that yields; the axis types it is given do not match the axis names.
import dataclasses

import jax
import pytest
from jax.sharding import AxisType


@dataclasses.dataclass
class MeshConfig:
    shape: tuple = (2, 4)
    names: tuple = ("data", "model")
    types: tuple = (AxisType.Explicit,)


@pytest.fixture
def config():
    return MeshConfig()


@pytest.fixture
def mesh_parts(config):
    yield config.shape, config.names, config.types


def test_builds_mesh(mesh_parts):
    shape, names, types = mesh_parts
    mesh = jax.make_mesh(shape, names, axis_types=types)
    assert mesh.size == 8
