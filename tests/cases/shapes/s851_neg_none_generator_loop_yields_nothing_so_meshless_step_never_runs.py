# EXPECT: none
# The step is built by a setup callback run under jax.set_mesh, but called in the data loop after that block
# ended. With n_batches=0 the synthetic generator yields nothing: the loop body never runs, so the
# shard_map with no mesh= is never called outside the block.
import functools

import numpy as np
import jax
import jax.numpy as jnp
from jax.sharding import AxisType, PartitionSpec as P


def synthetic_batches(n_batches, batch, dim, seed=0):
    rng = np.random.default_rng(seed)
    for _ in range(n_batches):
        x = rng.standard_normal((batch, dim)).astype(np.float32)
        yield x, x.sum(axis=1, keepdims=True)


def _sgd(lr, w, x, y):
    g = jax.lax.pmean(x.T @ (x @ w - y) / x.shape[0], "batch")
    return w - lr * g


def setup(lr):
    step = jax.shard_map(functools.partial(_sgd, lr), in_specs=(P(), P("batch"), P("batch")), out_specs=P())
    return jax.jit(step), jnp.zeros((4, 1), out_sharding=P())


def run_under(mesh, fn, *args):
    with jax.set_mesh(mesh):
        return fn(*args)


def main(n_batches=3):
    mesh = jax.make_mesh((8,), ("batch",), axis_types=(AxisType.Explicit,))
    step, w = run_under(mesh, setup, 0.1)
    for x, y in synthetic_batches(n_batches, 32, 4):
        x = jax.device_put(x, jax.NamedSharding(mesh, P("batch")))
        y = jax.device_put(y, jax.NamedSharding(mesh, P("batch")))
        w = step(w, x, y)
    print(w)


if __name__ == "__main__":
    main(n_batches=0)
