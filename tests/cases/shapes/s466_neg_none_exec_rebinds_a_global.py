# EXPECT: none
# exec rebinds a module global (the axis types): every global is unknown after it.
import jax
import jax.numpy as jnp
from jax.sharding import PartitionSpec as P, NamedSharding, AxisType
TYPES = (AxisType.Explicit,)
exec("TYPES = (AxisType.Auto,)")
with jax.set_mesh(jax.make_mesh((8,), ("x",), axis_types=TYPES)):
    jax.jit(lambda a: jax.lax.with_sharding_constraint(a, P("x")))(jnp.ones(16))
