"""Loss helpers shared by the training and evaluation scripts (plain jnp: nothing about meshes here)."""
import jax.numpy as jnp


def squared_error(pred, target):
    return (pred - target) ** 2


def mean_loss(pred, target):
    return jnp.mean(squared_error(pred, target))
