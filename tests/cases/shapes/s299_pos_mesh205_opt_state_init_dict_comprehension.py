# EXPECT: MESH205
import jax
import jax.numpy as jnp
from jax.sharding import PartitionSpec as P

PARAM_SPECS = {"w": P("data", "model"), "b": P("model")}
PARAM_SHAPES = {"w": (16, 8), "b": (8,)}


class AdamState:
    def __init__(self, mu, nu, count):
        self.mu, self.nu, self.count = mu, nu, count


def adam_init(shapes, specs):
    zeros = {k: jnp.zeros(shapes[k], out_sharding=specs[k]) for k in shapes}
    return AdamState(mu=zeros, nu=dict(zeros), count=jnp.zeros((), jnp.int32))


def main():
    mesh = jax.make_mesh((4, 2), ("data", "model"))
    state = adam_init(PARAM_SHAPES, PARAM_SPECS)
    with jax.set_mesh(mesh):
        print(jax.tree.map(lambda x: x.shape, state.mu))


if __name__ == "__main__":
    main()
