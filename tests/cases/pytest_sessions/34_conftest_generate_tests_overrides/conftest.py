import jax
from jax.sharding import AxisType


def pytest_generate_tests(metafunc):
    # every test that takes 'mesh' runs on the Explicit mesh of the suite
    if "mesh" in metafunc.fixturenames:
        metafunc.parametrize("mesh", [jax.make_mesh((8,), ("x",), axis_types=(AxisType.Explicit,))], ids=["explicit"])
