# EXPECT: none
# The same evaluator consumes the generator expression inside the `with jax.set_mesh` block: each batch is
# placed while the mesh is set.
import jax
import jax.numpy as jnp
import numpy as np
from jax.sharding import PartitionSpec as P


def host_batches(rng, n, batch, dim):
    return [rng.standard_normal((batch, dim)).astype(np.float32) for _ in range(n)]


class Evaluator:
    def __init__(self, mesh):
        self.mesh = mesh

    def mean_norm(self, batches):
        placed = (jax.device_put(b, P("data", None)) for b in batches)
        with jax.set_mesh(self.mesh):
            total = sum(jnp.linalg.norm(x) for x in placed)
        return total / len(batches)


if __name__ == "__main__":
    mesh = jax.make_mesh((8,), ("data",))
    rng = np.random.default_rng(0)
    print(Evaluator(mesh).mean_norm(host_batches(rng, int(rng.integers(2, 4)), 16, 4)))
