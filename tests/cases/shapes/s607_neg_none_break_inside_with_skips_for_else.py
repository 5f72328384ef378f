# EXPECT: none
# The loop breaks from inside a `with` block on its first item, so its `else:` (a bare-spec device_put with
# no mesh set) never runs.
import warnings
import jax
import numpy as np
from jax.sharding import PartitionSpec as P

for batch in [np.ones(8), np.ones(8)]:
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        first = batch
        break
else:
    jax.device_put(np.ones(8), P("d"))
print(first.shape)
