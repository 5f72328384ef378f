# EXPECT: none
# Constraints that agree with what the first one asserted (an elementwise op keeps the sharding, a reshard
# changes it before the next assertion), and a second constraint under an Auto mesh, where it reshards instead
# of asserting: all run.
import jax
import numpy as np
from jax.sharding import AxisType, NamedSharding, PartitionSpec as P

mesh = jax.make_mesh((8,), ("data",))
auto = jax.make_mesh((8,), ("data",), axis_types=(AxisType.Auto,))


@jax.jit
def layer(x):
    x = jax.lax.with_sharding_constraint(x, P("data", None))
    y = jax.lax.with_sharding_constraint(x * 2, P("data", None))
    z = jax.reshard(y, P(None, "data"))
    return jax.lax.with_sharding_constraint(z, NamedSharding(mesh, P(None, "data")))


@jax.jit
def auto_layer(x):
    x = jax.lax.with_sharding_constraint(x, P("data", None))
    return jax.lax.with_sharding_constraint(x, P(None, "data"))


with jax.set_mesh(mesh):
    layer(jax.device_put(np.ones((16, 8), np.float32), P("data", None)))
with jax.set_mesh(auto):
    auto_layer(np.ones((16, 8), np.float32))
print("ok")
