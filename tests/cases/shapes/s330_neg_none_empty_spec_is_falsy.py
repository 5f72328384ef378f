# EXPECT: none
# An empty PartitionSpec is falsy: the helper skips placement when no spec is given, and no mesh is needed.
import jax
import numpy as np
from jax.sharding import PartitionSpec as P


def maybe_place(x, spec=P()):
    if not spec:
        return x
    return jax.device_put(x, spec)


print(maybe_place(np.ones((16,), np.float32)).shape)
