"""The model's layers, in their own module: a layer stack run with lax.scan."""
import jax
import jax.numpy as jnp


def dense(h, w):
    return jnp.tanh(h @ w), None


def stack(h, weights):
    h, _ = jax.lax.scan(dense, h, weights)
    return h
