# EXPECT: none
# The loader yields NumPy batches; the placement helper reshards jax.Arrays (with a bare spec: no context mesh
# here, which would raise) and copies NumPy batches with a NamedSharding. Only the NumPy branch runs.
import jax
import numpy as np
from jax.sharding import NamedSharding, PartitionSpec as P

mesh = jax.make_mesh((8,), ("data",))


class Loader:
    def __init__(self, steps):
        self.steps = steps
        self.rng = np.random.default_rng(0)

    def __iter__(self):
        for _ in range(self.steps):
            raw = self.rng.integers(0, 255, size=(16, 8), dtype=np.uint8)
            yield raw.astype(np.float32) / 255.0


def to_global(x):
    if isinstance(x, jax.Array):
        return jax.reshard(x, P("data"))
    return jax.device_put(x, NamedSharding(mesh, P("data")))


for batch in Loader(3):
    print(to_global(batch).sharding.spec)
