# EXPECT: MESH203
# Placement callables made in a comprehension bind each spec as a lambda default (`s=spec`), the idiom that
# avoids the late-binding closure bug. The second placer holds a bare PartitionSpec and runs with no mesh set.
import jax
import numpy as np
from jax.sharding import PartitionSpec as P


def make_placers(specs):
    return [lambda a, s=spec: jax.device_put(a, s) for spec in specs]


placers = make_placers([None, P("data")])
batch = np.ones((8, 4), np.float32)
for place in placers:
    batch = place(batch)
