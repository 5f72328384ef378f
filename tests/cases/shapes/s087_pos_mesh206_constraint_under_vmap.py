# EXPECT: MESH206
# with_sharding_constraint with a bare spec inside a jax.vmap'ed per-example function, jitted, no mesh set.
import jax, jax.numpy as jnp
from jax.sharding import PartitionSpec as P


def per_example(x):
    return jax.lax.with_sharding_constraint(x * 2, P('model'))


batched = jax.jit(jax.vmap(per_example))
mesh = jax.make_mesh((8,), ('model',))
batched(jnp.ones((4, 16)))
