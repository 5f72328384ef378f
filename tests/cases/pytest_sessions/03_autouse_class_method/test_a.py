import jax, jax.numpy as jnp, pytest
from jax.sharding import PartitionSpec as P, AxisType
M = lambda: jax.make_mesh((8,), ("x",), axis_types=(AxisType.Explicit,))

class TestA:
    @pytest.fixture(autouse=True)
    def _mesh(self):
        with jax.set_mesh(M()):
            yield

    def test_a(self):
        jax.device_put(jnp.arange(8.), P("x"))
