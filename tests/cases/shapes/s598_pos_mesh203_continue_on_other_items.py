# EXPECT: MESH203
# `continue` skips only the cached parameter; the other one reaches the bare-spec device_put with no mesh set.
import jax
import numpy as np
from jax.sharding import NamedSharding, PartitionSpec as P

mesh = jax.make_mesh((8,), ("data",))
placed = {"w": jax.device_put(np.ones((16, 2)), NamedSharding(mesh, P("data")))}
out = {}
for n in ["w", "b"]:
    if n in placed:
        out[n] = placed[n]
        continue
    out[n] = jax.device_put(np.ones((16, 2)), P("data"))
print(sorted(out))
