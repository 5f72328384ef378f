# EXPECT: none
# asarray onto the sharding the array already has, outside any trace: it returns the array as it is.
import numpy as np
import jax
import jax.numpy as jnp
from jax.sharding import NamedSharding, PartitionSpec as P

mesh = jax.make_mesh((8,), ("data",))
sh = NamedSharding(mesh, P("data"))
x = jax.device_put(np.ones((16, 4), np.float32), sh)
y = jnp.asarray(x, device=sh)
print(y.sharding.spec)
