# EXPECT: none
# An array kept in a list is replaced in place by its reshard: the constraint checks the new item, which matches.
import jax
import numpy as np
from jax.sharding import PartitionSpec as P

mesh = jax.make_mesh((8,), ('data',))
with jax.set_mesh(mesh):
    xs = [jax.device_put(np.ones((16,), np.float32), P())]
    xs[0] = jax.reshard(xs[0], P('data'))
    jax.lax.with_sharding_constraint(xs[0], P('data'))
