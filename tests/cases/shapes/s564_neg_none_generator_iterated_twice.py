# EXPECT: none
# A batch generator is drained under the mesh; iterating the same (exhausted) generator object again runs nothing.
import jax
import numpy as np
from jax.sharding import PartitionSpec as P


def batches(n):
    for i in range(n):
        yield jax.device_put(np.ones(8, np.float32) * i, P("data"))


stream = batches(2)
with jax.set_mesh(jax.make_mesh((8,), ("data",))):
    for b in stream:
        print(b.sharding)
for b in stream:
    print("never", b)
print(list(stream))
