# EXPECT: MESH206
# functools.partial(jax.jit, in_shardings=..., out_shardings=...) called inside a legacy `with mesh:` block.
import functools
import jax
import jax.numpy as jnp
import numpy as np
from jax.sharding import PartitionSpec as P

mesh = jax.make_mesh((4, 2), ('data', 'model'))


@functools.partial(jax.jit, in_shardings=(P('data', None), P(None, 'model')),
                   out_shardings=P('data', 'model'))
def forward(x, w):
    return x @ w


with mesh:
    y = forward(np.ones((8, 4), np.float32), np.ones((4, 6), np.float32))
