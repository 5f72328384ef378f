# EXPECT: none
# The retry loop breaks after the first successful placement; the fallback without a mesh never runs.
import jax
import numpy as np
from jax.sharding import PartitionSpec as P

mesh = jax.make_mesh((8,), ("data",))
x = np.ones((16,), np.float32)
placed = None
for attempt in range(3):
    with jax.set_mesh(mesh):
        placed = jax.device_put(x, P("data"))
    if placed is not None:
        break
else:
    placed = jax.device_put(x, P("data"))
print(placed.sharding.spec)
