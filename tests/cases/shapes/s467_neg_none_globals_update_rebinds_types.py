# EXPECT: none
# globals().update(TYPES=...) rebinds the global: the mesh is made with Auto axes, the constraint is fine.
import jax
import jax.numpy as jnp
from jax.sharding import PartitionSpec as P, NamedSharding, AxisType
TYPES = (AxisType.Explicit,)
globals().update(TYPES=(AxisType.Auto,))   # same: vars()["TYPES"]=..., locals().update(...) at module level,
                                           # sys.modules[__name__].__dict__["TYPES"]=...
with jax.set_mesh(jax.make_mesh((8,), ("x",), axis_types=TYPES)):
    jax.jit(lambda a: jax.lax.with_sharding_constraint(a, P("x")))(jnp.ones(16))
