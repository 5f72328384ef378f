# EXPECT: MESH205
# A compatibility fallback for older jax catches TypeError (no `out_sharding=` keyword). With no mesh set,
# jnp.zeros raises ValueError instead, which the clause does not catch: the fallback never runs and the
# ValueError escapes. The fallback's own device_put (also wrong with no mesh) is never reached.
import jax
import jax.numpy as jnp
from jax.sharding import PartitionSpec as P


class OptimizerState:
    SPECS = {"w": P(None, "model"), "b": P("model")}

    def __init__(self, shapes):
        self.shapes = shapes

    def _zeros(self, shape, spec):
        try:
            return jnp.zeros(shape, jnp.float32, out_sharding=spec)
        except (TypeError, AttributeError):
            # jax < 0.6: creation functions take no out_sharding
            return jax.device_put(jnp.zeros(shape, jnp.float32), spec)

    def init(self):
        return {name: self._zeros(shape, self.SPECS[name]) for name, shape in self.shapes.items()}


def main():
    mesh = jax.make_mesh((2, 4), ("data", "model"))
    with jax.set_mesh(mesh):
        params = {"w": jnp.ones((8, 16)), "b": jnp.ones((16,))}
    state = OptimizerState({k: v.shape for k, v in params.items()}).init()
    print(jax.tree.map(lambda a: a.sharding, state))


if __name__ == "__main__":
    main()
