# EXPECT: none
# An optional feature is switched on inside `contextlib.suppress(ImportError)`: the import fails, so the
# assignment after it never runs and the mesh stays Auto, where the constraint is fine. A generator helper
# that expects a failure catches around its yield.
import contextlib

import jax
import jax.numpy as jnp
from jax.sharding import AxisType, PartitionSpec as P

types = (AxisType.Auto,)
with contextlib.suppress(ImportError):
    import jax.experimental.no_such_feature_here  # noqa: F401
    types = (AxisType.Explicit,)


@contextlib.contextmanager
def expect_failure():
    try:
        yield
    except AssertionError as err:
        print("expected:", type(err).__name__)


mesh = jax.make_mesh((8,), ("data",), axis_types=types)
with jax.set_mesh(mesh):
    y = jax.lax.with_sharding_constraint(jnp.ones((8, 4)), P("data"))
with jax.set_mesh(jax.make_mesh((8,), ("data",))):
    with expect_failure():
        jax.lax.with_sharding_constraint(jnp.ones((8, 4)), P("data"))
print(y.shape)
