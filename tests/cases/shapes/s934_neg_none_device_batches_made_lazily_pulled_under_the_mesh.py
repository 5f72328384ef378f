# EXPECT: none
# The eval setup builds a generator expression that moves host batches onto devices with a bare PartitionSpec,
# and the loop pulls the batches inside `with jax.set_mesh(mesh)`, where each device_put runs.
import jax
import jax.numpy as jnp
import numpy as np
from jax.sharding import PartitionSpec as P


def host_batches(n, dim):
    rng = np.random.default_rng(0)
    for _ in range(n):
        yield rng.standard_normal((8, dim)).astype(np.float32)


def setup(mesh, dim):
    return (jax.device_put(b, P("data", None)) for b in host_batches(3, dim))


if __name__ == "__main__":
    mesh = jax.make_mesh((2, 4), ("data", "model"))
    with jax.set_mesh(mesh):
        print([float(jnp.mean(x)) for x in setup(mesh, 16)])
