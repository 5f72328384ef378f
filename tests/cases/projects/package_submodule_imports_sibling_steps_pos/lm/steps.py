"""Jitted step functions. Shardings are given as bare PartitionSpecs, resolved against the context mesh."""
import jax
import jax.numpy as jnp
from jax.sharding import PartitionSpec as P

PARAM_SPEC = P(None, "model")
BATCH_SPEC = P("data", None)


def loss_fn(w, x):
    h = jnp.tanh(x @ w)
    return jnp.mean(h ** 2)


def make_train_step(learning_rate):
    def step(w, x):
        loss, grad = jax.value_and_grad(loss_fn)(w, x)
        return w - learning_rate * grad, loss

    return jax.jit(step, in_shardings=(PARAM_SPEC, BATCH_SPEC), out_shardings=(PARAM_SPEC, P()))
