# EXPECT: none
# Host batches normalized with NumPy arithmetic, indexing and methods stay NumPy arrays: the placement helper
# copies them onto the mesh with a NamedSharding, and never reaches its jax.Array branch (a reshard with a bare
# spec and no context mesh, which would raise).
import jax
import numpy as np
from jax.sharding import NamedSharding, PartitionSpec as P

mesh = jax.make_mesh((8,), ("data",))


def to_global(x):
    if isinstance(x, jax.Array):
        return jax.reshard(x, P("data"))
    return jax.device_put(x, NamedSharding(mesh, P("data")))


raw = np.arange(64, dtype=np.float32).reshape(16, 4)
scaled = to_global(raw * 0.5)
centered = to_global((raw - 1.0) / 2.0)
head = to_global(raw[:8])
flipped = to_global(-raw)
square = to_global(raw.reshape(8, 8))
mask = to_global(np.ones((16,)) > 0.5)
print(scaled.sharding.spec, centered.shape, head.shape, flipped.shape, square.shape, mask.dtype)
