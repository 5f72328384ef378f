# EXPECT: MESH213
# The same kind of lambda hook, called at module level where no mesh is set.
import jax
import numpy as np
from jax.sharding import PartitionSpec as P

_psum = jax.shard_map(lambda b: jax.lax.psum(b, "data"), in_specs=P("data"), out_specs=P())
hook = lambda x: _psum(x)
print(hook(np.arange(8.0, dtype=np.float32)))
