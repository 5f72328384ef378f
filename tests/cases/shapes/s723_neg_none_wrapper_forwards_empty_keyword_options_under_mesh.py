# EXPECT: none
# The same forwarding helper called under `jax.set_mesh`, and with a NamedSharding outside it: both resolve.
import jax
import numpy as np
from jax.sharding import NamedSharding, PartitionSpec as P


def place(x, spec, *extra, **kw):
    return jax.device_put(x, spec, *extra, **kw)


mesh = jax.make_mesh((8,), ("data",))
with jax.set_mesh(mesh):
    a = place(np.ones((8, 4), np.float32), P("data"))
b = place(np.ones((8, 4), np.float32), NamedSharding(mesh, P("data")), donate=False)
print(a.sharding, b.sharding)
