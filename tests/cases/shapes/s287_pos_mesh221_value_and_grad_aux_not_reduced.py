# EXPECT: MESH221
# value_and_grad(has_aux=True) inside a shard_map: the loss is pmean'd, but the aux metric (a per-shard
# accuracy) is returned under out_specs P() without a reduction.
import functools
import jax
import jax.numpy as jnp
import numpy as np
from jax.sharding import Mesh, PartitionSpec as P

mesh = Mesh(np.array(jax.devices()), ('data',))


def loss_fn(w, x, y):
    logits = x @ w
    loss = jax.lax.pmean(jnp.mean((logits - y) ** 2), 'data')
    return loss, jnp.mean((logits > 0) == (y > 0))


@functools.partial(jax.shard_map, mesh=mesh, in_specs=(P(), P('data'), P('data')), out_specs=(P(), P()))
def train_step(w, x, y):
    (loss, acc), g = jax.value_and_grad(loss_fn, has_aux=True)(w, x, y)
    return loss, acc


if __name__ == "__main__":
    print(jax.jit(train_step)(np.ones((4, 2), np.float32), np.ones((16, 4), np.float32), np.ones((16, 2), np.float32)))
