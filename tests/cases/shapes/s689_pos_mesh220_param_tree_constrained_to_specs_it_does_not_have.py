# EXPECT: MESH220
# A model's parameters are a dict; after init, the trainer constrains the whole tree to its param specs. Under
# an all-Explicit mesh with_sharding_constraint only asserts each leaf's sharding: the bias was made replicated,
# its spec says 'model', and JAX raises an AssertionError at that leaf.
import jax
import jax.numpy as jnp
from jax.sharding import AxisType, PartitionSpec as P

PARAM_SPECS = {"w": P("data", "model"), "b": P("model")}


def init_params():
    return {
        "w": jnp.ones((8, 4), out_sharding=P("data", "model")),
        "b": jnp.zeros((4,)),
    }


class Trainer:
    def __init__(self, mesh):
        self.mesh = mesh

    def init(self):
        with jax.set_mesh(self.mesh):
            params = init_params()
            return jax.lax.with_sharding_constraint(params, PARAM_SPECS)


mesh = jax.make_mesh((4, 2), ("data", "model"), axis_types=(AxisType.Explicit, AxisType.Explicit))
print(jax.tree.map(lambda a: a.sharding.spec, Trainer(mesh).init()))
