# EXPECT: none
# Under an Auto mesh the sharding is no part of a carry's type: a constraint to another layout is fine.
import jax
import jax.numpy as jnp
import numpy as np
from jax.sharding import PartitionSpec as P, AxisType, NamedSharding, reshard

mesh = jax.make_mesh((8,), ("batch",), axis_types=(AxisType.Auto,))

@jax.jit
def f(x):
    def g(carry, _):
        return jax.lax.with_sharding_constraint(carry, NamedSharding(mesh, P())), None
    return jax.lax.scan(g, x, None, length=2)[0]

with jax.set_mesh(mesh):
    x = jax.device_put(np.arange(16.0), NamedSharding(mesh, P("batch")))
    print(f(x))
