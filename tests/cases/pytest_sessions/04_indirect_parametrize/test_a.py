import jax, jax.numpy as jnp, pytest
from jax.sharding import PartitionSpec as P, AxisType
M = lambda: jax.make_mesh((8,), ("x",), axis_types=(AxisType.Explicit,))

@pytest.fixture
def mesh(request):
    with jax.set_mesh(M()):
        yield

@pytest.mark.parametrize("mesh", [1], indirect=True)
def test_a(mesh):
    jax.device_put(jnp.arange(8.), P("x"))
