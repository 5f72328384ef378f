# EXPECT: none
# Gradient accumulation inside shard_map: the batch dict (one in_spec for all its leaves) is split into
# microbatches with jax.tree.map and a reshape spelled with `*a.shape[1:]`; the loss sum starts varying over
# 'data' (pcast), as what the body adds does.
import jax
import jax.numpy as jnp
from jax.sharding import NamedSharding, PartitionSpec as P

N_MICRO = 4


def loss_fn(w, batch):
    return jnp.mean((batch["x"] @ w - batch["y"]) ** 2)


def local_step(w, batch):
    micro = jax.tree.map(lambda a: a.reshape(N_MICRO, a.shape[0] // N_MICRO, *a.shape[1:]), batch)

    def accum(carry, mb):
        g_sum, l_sum = carry
        l, g = jax.value_and_grad(loss_fn)(w, mb)
        return (g_sum + g, l_sum + l), None

    init = (jnp.zeros_like(w), jax.lax.pcast(jnp.zeros(()), ("data",), to="varying"))
    (g_sum, l_sum), _ = jax.lax.scan(accum, init, micro)
    return w - 0.1 * jax.lax.pmean(g_sum, "data"), jax.lax.pmean(l_sum, "data")


mesh = jax.sharding.Mesh(jax.devices()[:8], ("data",))
step = jax.jit(jax.shard_map(local_step, mesh=mesh, in_specs=(P(), P("data")), out_specs=(P(), P())))
batch = jax.device_put({"x": jnp.ones((64, 8)), "y": jnp.ones((64, 1))}, NamedSharding(mesh, P("data")))
w, loss = step(jnp.zeros((8, 1)), batch)
print(float(loss))
