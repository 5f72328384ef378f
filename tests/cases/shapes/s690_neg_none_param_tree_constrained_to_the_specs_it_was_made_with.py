# EXPECT: none
# The same trainer, with the bias made sharded over 'model' as its spec says: every leaf already has its
# constraint's sharding, so the all-Explicit assertion passes for each.
import jax
import jax.numpy as jnp
from jax.sharding import AxisType, PartitionSpec as P

PARAM_SPECS = {"w": P("data", "model"), "b": P("model")}


def init_params():
    return {
        "w": jnp.ones((8, 4), out_sharding=P("data", "model")),
        "b": jnp.zeros((4,), out_sharding=P("model")),
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
