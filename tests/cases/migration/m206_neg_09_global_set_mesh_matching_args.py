# EXPECT: none
# A global jax.set_mesh, and args put on the same specs the jit expects: correct.
import functools
import jax
import jax.numpy as jnp
from jax.sharding import PartitionSpec as P

jax.set_mesh(jax.make_mesh((4, 2), ('data', 'model')))


@functools.partial(jax.jit, in_shardings=(P('data', None), P(None, 'model')))
def forward(x, w):
    return x @ w


x = jax.device_put(jnp.ones((8, 4)), P('data', None))
w = jax.device_put(jnp.ones((4, 6)), P(None, 'model'))
y = forward(x, w)
