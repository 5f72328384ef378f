import jax, jax.numpy as jnp, pytest
from jax.sharding import PartitionSpec as P, AxisType
M = lambda: jax.make_mesh((8,), ("x",), axis_types=(AxisType.Explicit,))

@pytest.fixture(autouse=True)
def _mesh():
    with jax.set_mesh(M()):
        yield
