# EXPECT: none
# A global jax.set_mesh satisfies in_shardings, but under Explicit axes the replicated args mismatch: a different error.
import functools
import jax
import jax.numpy as jnp
from jax.sharding import PartitionSpec as P

jax.set_mesh(jax.make_mesh((4, 2), ('data', 'model')))


@functools.partial(jax.jit, in_shardings=(P('data', None), P(None, 'model')))
def forward(x, w):
    return x @ w


y = forward(jnp.ones((8, 4)), jnp.ones((4, 6)))
