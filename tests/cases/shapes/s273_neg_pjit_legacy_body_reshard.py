# EXPECT: none
# A legacy pjit train step, called inside `with mesh:`, reshards activations with a bare spec in its body:
# pjit traces the body with the legacy mesh as the context mesh, so the spec resolves.
import numpy as np
import jax
import jax.numpy as jnp
from jax.experimental.pjit import pjit
from jax.sharding import PartitionSpec as P

BATCH = P("data", None)


def forward(params, x):
    h = jnp.tanh(x @ params["w"])
    return jax.reshard(h, BATCH)


def main():
    mesh = jax.make_mesh((8,), ("data",))
    params = {"w": np.ones((4, 4), np.float32)}
    step = pjit(forward)
    with mesh:
        out = step(params, np.ones((16, 4), np.float32))
    print(out.sharding)


if __name__ == "__main__":
    main()
