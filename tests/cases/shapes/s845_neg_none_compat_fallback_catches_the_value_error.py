# EXPECT: none
# The same fallback, catching ValueError: with no mesh set, jnp.zeros raises it and the handler places the
# array with a NamedSharding built from the mesh it was given, which needs no context mesh.
import jax
import jax.numpy as jnp
from jax.sharding import NamedSharding, PartitionSpec as P


class OptimizerState:
    SPECS = {"w": P(None, "model"), "b": P("model")}

    def __init__(self, mesh, shapes):
        self.mesh = mesh
        self.shapes = shapes

    def _zeros(self, shape, spec):
        try:
            return jnp.zeros(shape, jnp.float32, out_sharding=spec)
        except (TypeError, ValueError):
            # no usable context mesh (or an older jax): place it explicitly
            return jax.device_put(jnp.zeros(shape, jnp.float32), NamedSharding(self.mesh, spec))

    def init(self):
        return {name: self._zeros(shape, self.SPECS[name]) for name, shape in self.shapes.items()}


def main():
    mesh = jax.make_mesh((2, 4), ("data", "model"))
    with jax.set_mesh(mesh):
        params = {"w": jnp.ones((8, 16)), "b": jnp.ones((16,))}
    state = OptimizerState(mesh, {k: v.shape for k, v in params.items()}).init()
    print(jax.tree.map(lambda a: a.sharding.spec, state))


if __name__ == "__main__":
    main()
