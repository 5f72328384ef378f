# EXPECT: MESH221
# A data-parallel SGD step in shard_map: the gradient is implicitly psummed (replicated params), but the
# loss value returned by value_and_grad is a per-shard mean, and out_specs claim it is replicated.
import jax
import jax.numpy as jnp
import numpy as np
from jax.sharding import Mesh, PartitionSpec as P

mesh = Mesh(np.array(jax.devices()), ('data',))


def loss_fn(w, x):
    return jnp.mean((x @ w) ** 2)


def train_step(w, x):
    loss, g = jax.value_and_grad(loss_fn)(w, x)
    return loss, w - 0.1 * g


step = jax.jit(jax.shard_map(train_step, mesh=mesh, in_specs=(P(), P('data')), out_specs=(P(), P())))

if __name__ == "__main__":
    print(step(np.ones((4, 2), np.float32), np.ones((16, 4), np.float32))[0])
