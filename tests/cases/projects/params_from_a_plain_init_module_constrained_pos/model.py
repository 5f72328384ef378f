import jax
import jax.numpy as jnp


def init(key, d_in=16, d_out=8):
    k1, _ = jax.random.split(key)
    return {"kernel": jax.random.normal(k1, (d_in, d_out)) * 0.02, "bias": jnp.zeros((d_out,))}
