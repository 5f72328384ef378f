# EXPECT: none
# The same lazy placements taken where they are safe: inside the block, never taken at all, taken by a loop over
# nothing, or with NamedShardings that carry their mesh. Nothing raises.
import jax
import numpy as np
from jax.sharding import NamedSharding, PartitionSpec as P

mesh = jax.make_mesh((8,), ("data",))
host = [np.ones((8, 4), np.float32), np.ones((8, 4), np.float32)]

with jax.set_mesh(mesh):
    placed = list(map(lambda b: jax.device_put(b, P("data")), host))
    total = sum(float(jax.device_put(b, P("data")).sum()) for b in host)
    stream = (jax.device_put(b, P("data")) for b in host)
    first = next(stream)

unused = (jax.device_put(b, P("data")) for b in host)
also_unused = map(lambda b: jax.device_put(b, P("data")), host)
named = map(lambda b: jax.device_put(b, NamedSharding(mesh, P("data"))), host)
print(len(list(named)))


def consume_later():
    lazy = (jax.device_put(b, P("data")) for b in host)
    with jax.set_mesh(mesh):
        return [y.shape for y in lazy]


print(consume_later(), total)
