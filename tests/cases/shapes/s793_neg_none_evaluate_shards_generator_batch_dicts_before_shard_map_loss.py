# EXPECT: none
# A data-parallel trainer on an all-Explicit mesh shards every dict batch with device_put(P('batch')) before its
# jitted step, and evaluate() shards each dict from a fresh batches() generator the same way before the shard_map
# loss, so every leaf already carries the P('batch') sharding that in_specs require.
import jax
import jax.numpy as jnp
import numpy as np
from jax.sharding import PartitionSpec as P

FEATURES = 16
BATCH = 64
LR = 0.05


@jax.shard_map(in_specs=(P(), P("batch")), out_specs=P())
def loss(w, batch):
    pred = batch["x"] @ w
    return jax.lax.pmean(jnp.mean((pred - batch["y"]) ** 2), "batch")


@jax.jit
def train_step(w, batch):
    value, grad = jax.value_and_grad(loss)(w, batch)
    return w - LR * grad, value


def batches(n, seed):
    rng = np.random.default_rng(seed)
    true_w = np.linspace(-1.0, 1.0, FEATURES, dtype=np.float32)
    for _ in range(n):
        x = rng.normal(size=(BATCH, FEATURES)).astype(np.float32)
        y = x @ true_w + 0.01 * rng.normal(size=(BATCH,)).astype(np.float32)
        yield {"x": x, "y": y}


def shard(batch):
    return jax.tree.map(lambda a: jax.device_put(a, P("batch")), batch)


def evaluate(w, batches):
    losses = [float(jax.jit(loss)(w, shard(b))) for b in batches]
    return sum(losses) / len(losses)


def main():
    mesh = jax.make_mesh((8,), ("batch",))
    with jax.set_mesh(mesh):
        w = jnp.zeros((FEATURES,), jnp.float32)
        for step, batch in enumerate(batches(20, seed=0)):
            w, value = train_step(w, shard(batch))
            if step % 5 == 0:
                print(f"step {step}: loss={float(value):.4f}")
        print(f"eval loss: {evaluate(w, batches(4, seed=1)):.4f}")


main()
