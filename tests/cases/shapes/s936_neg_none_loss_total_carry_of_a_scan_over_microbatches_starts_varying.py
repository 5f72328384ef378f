# EXPECT: none
# Gradient accumulation in a shard_map whose in_specs give the parameter dict a dict of specs. A scan over
# microbatches sums the local loss into a carry that starts varying over 'dp' (pcast), as each local loss does.
import functools

import jax
import jax.numpy as jnp
import numpy as np
from jax.sharding import Mesh, NamedSharding, PartitionSpec as P


def loss_fn(params, x):
    return jnp.mean((x @ params["w"] + params["b"]) ** 2)


def make_accumulate(mesh, num_micro):
    param_spec = {"w": P(), "b": P()}

    @functools.partial(jax.shard_map, mesh=mesh, in_specs=(param_spec, P("dp")), out_specs=(param_spec, P()))
    def accumulate(params, xs):
        micro = xs.reshape(num_micro, -1, *xs.shape[1:])

        def step(carry, mb):
            acc, total = carry
            loss, g = jax.value_and_grad(loss_fn)(params, mb)
            return (jax.tree.map(jnp.add, acc, g), total + loss), None

        zeros = jax.tree.map(jnp.zeros_like, params)
        (grads, total), _ = jax.lax.scan(
            step, (zeros, jax.lax.pcast(jnp.zeros((), jnp.float32), ("dp",), to="varying")), micro)
        return grads, jax.lax.pmean(total, "dp")

    return accumulate


if __name__ == "__main__":
    mesh = Mesh(np.array(jax.devices()), ("dp",))
    params = {"w": jnp.zeros((4, 2)), "b": jnp.zeros((2,))}
    xs = jax.device_put(jnp.ones((32, 4)), NamedSharding(mesh, P("dp")))
    grads, loss = jax.jit(make_accumulate(mesh, 2))(params, xs)
    print(float(loss))
