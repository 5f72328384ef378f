# EXPECT: none
# Branches on what the program's own values are: a dtype, a shape and jax's x64 flag, all fixed by the program
# (float32 data, 16 rows, x64 left off). The bare-spec calls sit in branches that never run; the analysis does
# not know dtypes or flags, so it reports those as information only (the shape is spelled out: decided).
import jax
import jax.numpy as jnp
import numpy as np
from jax.sharding import NamedSharding, PartitionSpec as P

mesh = jax.make_mesh((8,), ("x",))
batch = np.ones((16,), np.float32)

if batch.dtype == np.float64:
    x = jax.device_put(batch, P("x"))
else:
    x = jax.device_put(batch, NamedSharding(mesh, P("x")))

w = jnp.ones((16, 4))
if w.shape[0] % 8 != 0:
    w = jnp.zeros((24, 4), out_sharding=P("x", None))

dtype = jnp.float64 if jax.config.jax_enable_x64 else jnp.float32
if jnp.issubdtype(dtype, jnp.float64):
    y = jax.device_put(np.zeros(16), P("x"))
print(x.sharding.spec, w.shape)
