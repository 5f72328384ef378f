# EXPECT: none
# jax.tree.map over an empty tree calls nothing: the bare-spec placement inside the lambda never runs.
import jax
import numpy as np
from jax.sharding import PartitionSpec as P

EXTRA_BUFFERS = {}
placed = jax.tree.map(lambda x: jax.device_put(x, P("data")), EXTRA_BUFFERS)
print(placed, np.zeros(2))
