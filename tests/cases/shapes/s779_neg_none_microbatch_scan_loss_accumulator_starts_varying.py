# EXPECT: none
# A gradient-accumulation step runs inside a shard_map over an all-Explicit 'data' mesh: the parameter dict is
# replicated (P()) and the batch is split over 'data'. A lax.scan walks the micro-batches carrying the running
# loss, which is started varying over 'data' with lax.pcast, so the carry keeps one type through the loop.
import jax
import jax.numpy as jnp
import numpy as np
from jax.sharding import AxisType, NamedSharding, PartitionSpec as P

MICRO_BATCHES = 4


def init_params():
    return {"w": jnp.ones((4, 4)), "b": jnp.zeros((4,))}


def loss_fn(params, x):
    y = x @ params["w"] + params["b"]
    return jnp.mean(y ** 2)


def accumulate(params, batch):
    micro = batch.reshape(MICRO_BATCHES, -1, batch.shape[-1])

    def body(loss_acc, x):
        loss, grads = jax.value_and_grad(loss_fn)(params, x)
        return loss_acc + loss, grads

    start = jax.lax.pcast(jnp.zeros(()), "data", to="varying")
    loss_sum, grads = jax.lax.scan(body, start, micro)
    grads = jax.tree.map(lambda g: g.sum(axis=0), grads)
    return jax.lax.pmean(loss_sum / MICRO_BATCHES, "data"), grads


def main():
    mesh = jax.make_mesh((8,), ("data",), axis_types=(AxisType.Explicit,))
    step = jax.jit(jax.shard_map(accumulate, mesh=mesh, in_specs=(P(), P("data")), out_specs=(P(), P())))
    params = init_params()
    batch = jax.device_put(np.ones((64, 4), np.float32), NamedSharding(mesh, P("data")))
    loss, grads = step(params, batch)
    print(float(loss), jax.tree.map(jnp.shape, grads))


main()
