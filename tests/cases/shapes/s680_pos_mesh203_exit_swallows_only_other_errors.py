# EXPECT: MESH203
# A "best effort" scope swallows only the errors its __exit__ tests for (a missing key, a type error).
# The bare-spec device_put raises ValueError, which it lets through: jax's error ends the program.
import jax
import numpy as np
from jax.sharding import PartitionSpec as P


class BestEffort:
    def __enter__(self):
        return self

    def __exit__(self, exc_type, exc, tb):
        return exc_type is not None and issubclass(exc_type, (KeyError, TypeError))


mesh = jax.make_mesh((8,), ("x",))
with BestEffort():
    x = jax.device_put(np.arange(16.0), P("x"))
print(x.sharding)
