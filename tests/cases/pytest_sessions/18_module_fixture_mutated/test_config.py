# A module-scoped config fixture is shared by the tests: the first one completes the axis types the second one
# builds its mesh from (pytest runs them in file order).
import jax
import pytest
from jax.sharding import AxisType


@pytest.fixture(scope="module")
def config():
    return {"shape": (2, 4), "names": ("data", "model"), "types": [AxisType.Explicit]}


def test_complete_types(config):
    config["types"].append(AxisType.Explicit)
    assert len(config["types"]) == 2


def test_builds_mesh(config):
    mesh = jax.make_mesh(config["shape"], config["names"], axis_types=tuple(config["types"]))
    assert mesh.size == 8
