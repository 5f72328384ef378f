import jax
import jax.numpy as jnp


def init(key, d=16, ff=64):
    k1, k2 = jax.random.split(key)
    return {
        "wi": {"kernel": jax.random.normal(k1, (d, ff)) * 0.02, "bias": jnp.zeros((ff,))},
        "wo": {"kernel": jax.random.normal(k2, (ff, d)) * 0.02, "bias": jnp.zeros((d,))},
    }
