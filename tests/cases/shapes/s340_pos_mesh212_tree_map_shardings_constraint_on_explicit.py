# EXPECT: MESH212
# Shardings built from a spec table with jax.tree.map; a constraint with one of them inside jit, on a mesh whose
# 'model' axis is Explicit: with_sharding_constraint may only name Auto axes of a NamedSharding's mesh.
import jax
import jax.numpy as jnp
from jax.sharding import AxisType, NamedSharding, PartitionSpec as P

mesh = jax.make_mesh((4, 2), ("data", "model"), axis_types=(AxisType.Auto, AxisType.Explicit))
SPECS = {"hidden": P("data", "model"), "logits": P("data", None)}
shardings = jax.tree.map(lambda spec: NamedSharding(mesh, spec), SPECS)


@jax.jit
def forward(x):
    h = jax.lax.with_sharding_constraint(x * 2, shardings["hidden"])
    return h.sum(axis=1)


print(forward(jnp.ones((8, 4))))
