# EXPECT: none
# Every parameter is already placed, so `continue` skips the bare-spec device_put for each of them.
import jax
import numpy as np
from jax.sharding import NamedSharding, PartitionSpec as P

mesh = jax.make_mesh((8,), ("data",))
names = ["w", "b"]
placed = {n: jax.device_put(np.ones((16, 2)), NamedSharding(mesh, P("data"))) for n in names}
out = {}
for n in names:
    if n in placed:
        out[n] = placed[n]
        continue
    out[n] = jax.device_put(np.ones((16, 2)), P("data"))
print(sorted(out))
