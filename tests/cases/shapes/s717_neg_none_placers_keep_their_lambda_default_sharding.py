# EXPECT: none
# The same placers built from NamedShardings (and None): each lambda keeps the sharding it was made with, so no
# bare spec reaches device_put. A closure over the loop variable would see only the last one; defaults do not.
import jax
import numpy as np
from jax.sharding import NamedSharding, PartitionSpec as P

mesh = jax.make_mesh((8,), ("data",))


def make_placers(specs):
    return [lambda a, s=spec: jax.device_put(a, s) for spec in specs]


placers = make_placers([None, NamedSharding(mesh, P("data"))])
batch = np.ones((8, 4), np.float32)
for place in placers:
    batch = place(batch)
print(batch.sharding)
