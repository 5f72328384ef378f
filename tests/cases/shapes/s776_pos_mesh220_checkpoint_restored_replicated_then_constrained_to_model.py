# EXPECT: MESH220
# Parameters are restored from a host checkpoint (a dict of numpy arrays) with one tree-wide device_put to a
# replicated NamedSharding on an all-Explicit mesh. The hidden activation x @ w1 is therefore ('data', None),
# and constraining it to ('data', 'model') is an assert that fails under Explicit axes.
import jax
import jax.numpy as jnp
import numpy as np
from jax.sharding import NamedSharding, PartitionSpec as P


def load_checkpoint(d_in=16, d_hidden=32, d_out=8):
    rng = np.random.default_rng(0)
    return {
        "w1": rng.normal(size=(d_in, d_hidden)).astype(np.float32),
        "w2": rng.normal(size=(d_hidden, d_out)).astype(np.float32),
    }


def restore(mesh):
    ckpt = load_checkpoint()
    return jax.device_put(ckpt, NamedSharding(mesh, P()))


@jax.jit
def apply(params, x):
    h = x @ params["w1"]
    h = jax.lax.with_sharding_constraint(h, P("data", "model"))
    return jax.nn.relu(h) @ params["w2"]


def main():
    mesh = jax.make_mesh((4, 2), ("data", "model"))
    with jax.set_mesh(mesh):
        params = restore(mesh)
        x = jax.device_put(jnp.ones((8, 16)), P("data", None))
        out = apply(params, x)
    print(out.shape)


main()
