# EXPECT: none
# A bare jax.set_mesh inside a legacy `with mesh:` stays in effect after the block: Mesh.__exit__ only puts back
# the resource env.
import jax
import numpy as np
from jax.sharding import Mesh, PartitionSpec as P

legacy = Mesh(np.array(jax.devices()), ("data",))
with legacy:
    jax.set_mesh(jax.make_mesh((8,), ("data",)))
x = jax.device_put(np.ones((16,), np.float32), P("data"))
print(x.sharding.spec)
