# EXPECT: MESH220
# A per-example projection is vmapped over a batch sharded along "data": vmap puts the mapped dimension back at
# the front of the output, still sharded along "data", so a constraint that says the rows are replicated is an
# assert that fails under an all-Explicit mesh.
import jax
import jax.numpy as jnp
from jax.sharding import AxisType, PartitionSpec as P


class Projector:
    def __init__(self, w):
        self.w = w

    def _one(self, row):
        return jnp.tanh(row @ self.w)

    def __call__(self, rows):
        out = jax.vmap(self._one)(rows)
        return jax.lax.with_sharding_constraint(out, P(None, "model"))


def main():
    mesh = jax.make_mesh((2, 4), ("data", "model"), axis_types=(AxisType.Explicit,) * 2)
    with jax.set_mesh(mesh):
        rows = jax.sharding.reshard(jnp.ones((8, 16)), P("data", None))
        w = jax.sharding.reshard(jnp.ones((16, 32)), P(None, "model"))
        print(Projector(w)(rows).shape)


main()
