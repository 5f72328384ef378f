# EXPECT: MESH222
# The input pipeline normalises uint8 images on the host (astype, per-channel mean/std), stacks them with
# np.stack and flattens them with reshape(n, -1). That NumPy batch goes straight into a data-parallel shard_map
# whose in_spec is P('data', None): under the all-Explicit mesh a host array arrives replicated, not split.
from functools import partial

import jax
import jax.numpy as jnp
import numpy as np
from jax.sharding import PartitionSpec as P

MEAN = np.array([0.485, 0.456, 0.406], np.float32)
STD = np.array([0.229, 0.224, 0.225], np.float32)


def decode(rng, n, side=4):
    return [rng.integers(0, 256, size=(side, side, 3), dtype=np.uint8) for _ in range(n)]


def to_batch(images):
    batch = np.stack([(image.astype(np.float32) / 255.0 - MEAN) / STD for image in images])
    return batch.reshape(batch.shape[0], -1)


@partial(jax.shard_map, in_specs=(P(), P("data", None)), out_specs=P())
def mean_logit(w, x):
    return jax.lax.pmean(jnp.mean(x @ w), "data")


def main():
    mesh = jax.make_mesh((8,), ("data",))
    rng = np.random.default_rng(0)
    with jax.set_mesh(mesh):
        w = jax.device_put(np.zeros((4 * 4 * 3, 10), np.float32), P())
        batch = to_batch(decode(rng, 16))
        print(float(jax.jit(mean_logit)(w, batch)))


if __name__ == "__main__":
    main()
