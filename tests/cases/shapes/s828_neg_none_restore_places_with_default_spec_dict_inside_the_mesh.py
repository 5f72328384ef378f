# EXPECT: none
# A restore helper takes its specs from a default argument (a module dict it only reads) and places each
# array with a bare PartitionSpec; both calls run inside the mesh block.
import jax
import numpy as np
from jax.sharding import PartitionSpec as P

PARAM_SPECS = {"embed": P("data", None), "head": P(None, "data")}


def restore(arrays, specs=PARAM_SPECS):
    return {k: jax.device_put(arrays[k], spec) for k, spec in specs.items()}


mesh = jax.make_mesh((8,), ("data",))
saved = {"embed": np.ones((16, 8), np.float32), "head": np.ones((8, 16), np.float32)}
with jax.set_mesh(mesh):
    params = restore(saved)
    restored = restore(saved)
print(sorted(restored))
