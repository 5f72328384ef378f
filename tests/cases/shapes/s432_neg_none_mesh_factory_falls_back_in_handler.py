# EXPECT: none
# A mesh factory returns from its `try` and falls back in the handler: a (3, 3) mesh needs 9 devices, so the
# handler's Auto mesh is the one returned, and the constraint is fine on it.
import jax
import jax.numpy as jnp
from jax.sharding import AxisType, PartitionSpec as P


def pick_mesh():
    try:
        return jax.make_mesh((3, 3), ("data", "model"))
    except ValueError:
        return jax.make_mesh((8,), ("data",), axis_types=(AxisType.Auto,))


with jax.set_mesh(pick_mesh()):
    y = jax.jit(lambda a: jax.lax.with_sharding_constraint(a * 2, P("data")))(jnp.ones(16))
    print(y.sharding)
