# EXPECT: none
# A retry loop `continue`s from inside `try`; the `finally` sets the global mesh, so later iterations can use specs.
import jax
import numpy as np
from jax.sharding import PartitionSpec as P

MESH = jax.make_mesh((8,), ("data",))
results = []
for attempt in range(3):
    try:
        if attempt == 0:
            continue
        results.append(jax.device_put(np.full((8,), attempt, np.float32), P("data")))
    finally:
        jax.set_mesh(MESH)
print(len(results))
