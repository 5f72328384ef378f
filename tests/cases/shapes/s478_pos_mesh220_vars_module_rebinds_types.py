# EXPECT: MESH220
# vars()['TYPES'] at module level rebinds the global to Explicit axis types: the constraint asserts and fails.
import jax
import jax.numpy as jnp
from jax.sharding import PartitionSpec as P, NamedSharding, AxisType

TYPES = (AxisType.Auto,)
vars()["TYPES"] = (AxisType.Explicit,)
with jax.set_mesh(jax.make_mesh((8,), ("x",), axis_types=TYPES)):
    print(jax.jit(lambda a: jax.lax.with_sharding_constraint(a, P("x")))(jnp.ones(16)).sum())
