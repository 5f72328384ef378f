# EXPECT: none
# On an Auto mesh jax keeps an op's output spec as its input's (`(w * 2).sharding.spec` is `P()` for a `P()`
# input, not `P(None, None)`), so the padded comparison is False and the code takes the NamedSharding path.
import jax
import jax.numpy as jnp
from jax.sharding import AxisType, NamedSharding, PartitionSpec as P

mesh = jax.make_mesh((2, 4), ("data", "model"), axis_types=(AxisType.Auto,) * 2)
w = jax.device_put(jnp.ones((8, 8)), NamedSharding(mesh, P()))
y = w * 2
if y.sharding.spec == P(None, None):
    z = jax.device_put(y, P("data", None))
else:
    z = jax.device_put(y, NamedSharding(mesh, P("data", None)))
print(z.sharding.spec)
