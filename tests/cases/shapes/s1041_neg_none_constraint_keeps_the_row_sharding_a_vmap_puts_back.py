# EXPECT: none
# The same per-example projection, with the mapped dimension put back second (`out_axes=1`): the constraint
# names the sharding vmap gives, "model" on the features and "data" on the rows, so it holds.
import jax
import jax.numpy as jnp
from jax.sharding import AxisType, PartitionSpec as P


class Projector:
    def __init__(self, w):
        self.w = w

    def _one(self, row):
        return jnp.tanh(row @ self.w)

    def __call__(self, rows):
        out = jax.vmap(self._one, out_axes=1)(rows)
        return jax.lax.with_sharding_constraint(out, P("model", "data"))


def main():
    mesh = jax.make_mesh((2, 4), ("data", "model"), axis_types=(AxisType.Explicit,) * 2)
    with jax.set_mesh(mesh):
        rows = jax.sharding.reshard(jnp.ones((8, 16)), P("data", None))
        w = jax.sharding.reshard(jnp.ones((16, 32)), P(None, "model"))
        print(Projector(w)(rows).shape)


main()
