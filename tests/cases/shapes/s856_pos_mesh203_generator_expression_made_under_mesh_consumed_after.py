# EXPECT: MESH203
# A generator expression runs its element when it is consumed, not where it is written: the batches are
# placed with a bare PartitionSpec only when sum() pulls them, after the `with jax.set_mesh` block ended.
import jax
import jax.numpy as jnp
import numpy as np
from jax.sharding import PartitionSpec as P


def host_batches(rng, n, batch, dim):
    return [rng.standard_normal((batch, dim)).astype(np.float32) for _ in range(n)]


class Evaluator:
    def __init__(self, mesh):
        self.mesh = mesh

    def placed(self, batches):
        with jax.set_mesh(self.mesh):
            return (jax.device_put(b, P("data", None)) for b in batches)


def mean_norm(evaluator, batches):
    total = sum(jnp.linalg.norm(x) for x in evaluator.placed(batches))
    return total / len(batches)


if __name__ == "__main__":
    mesh = jax.make_mesh((8,), ("data",))
    rng = np.random.default_rng(0)
    print(mean_norm(Evaluator(mesh), host_batches(rng, int(rng.integers(2, 4)), 16, 4)))
