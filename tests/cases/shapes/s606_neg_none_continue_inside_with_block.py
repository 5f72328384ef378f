# EXPECT: none
# `continue` inside a `with` block ends the iteration after the block's exit: the bare-spec device_put after
# it never runs for any parameter.
import contextlib
import jax
import numpy as np
from jax.sharding import PartitionSpec as P

params = {"w": np.ones(8), "b": np.ones(8)}
placed = {}
for name in params:
    with contextlib.suppress(KeyError):
        placed[name] = params[name]
        continue
    placed[name] = jax.device_put(params[name], P("d"))
print(sorted(placed))
