# EXPECT: MESH203
# A helper validates its argument's type first (raising TypeError for anything else); the code after that
# check runs for every valid call, so its bare-spec device_put (no mesh set) is an error, not information.
import jax
import numpy as np
from jax.sharding import PartitionSpec as P

mesh = jax.make_mesh((8,), ("data",))


def shard_rows(x, spec):
    if not isinstance(spec, P):
        raise TypeError(f"expected a PartitionSpec, got {type(spec).__name__}")
    return jax.device_put(x, spec)


print(shard_rows(np.zeros((16, 2)), P("data")).sharding)
