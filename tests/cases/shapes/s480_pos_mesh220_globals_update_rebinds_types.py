# EXPECT: MESH220
# globals().update(TYPES=...) with known keywords rebinds exactly that global: the mesh is made with Explicit
# axes, so the constraint acts as an assert and fails on the replicated array.
import jax
import jax.numpy as jnp
from jax.sharding import PartitionSpec as P, AxisType

TYPES = (AxisType.Auto,)
globals().update(TYPES=(AxisType.Explicit,))
with jax.set_mesh(jax.make_mesh((8,), ("x",), axis_types=TYPES)):
    jax.jit(lambda a: jax.lax.with_sharding_constraint(a, P("x")))(jnp.ones(16))
