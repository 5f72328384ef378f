import jax
import jax.numpy as jnp

from sharding import BATCH_SPEC, PARAM_SPECS


def _loss(params, x):
    h = jax.nn.gelu(x @ params['w1'])
    return jnp.mean((h @ params['w2']) ** 2)


def _train_step(params, x):
    grads = jax.grad(_loss)(params, x)
    return jax.tree.map(lambda p, g: p - 1e-3 * g, params, grads)


train_step = jax.jit(_train_step, in_shardings=(PARAM_SPECS, BATCH_SPEC), out_shardings=PARAM_SPECS)
