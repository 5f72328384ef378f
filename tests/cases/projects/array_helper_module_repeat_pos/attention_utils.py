import jax.numpy as jnp


def repeat_kv(x, n_rep):
    # grouped-query attention: each key/value head serves n_rep query heads
    return jnp.repeat(x, n_rep, axis=1)
