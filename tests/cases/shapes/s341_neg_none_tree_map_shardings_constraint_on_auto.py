# EXPECT: none
# The same with every axis Auto, and a None entry in the table (an empty subtree: the lambda never sees it).
import jax
import jax.numpy as jnp
from jax.sharding import AxisType, NamedSharding, PartitionSpec as P

mesh = jax.make_mesh((4, 2), ("data", "model"), axis_types=(AxisType.Auto, AxisType.Auto))
SPECS = {"hidden": P("data", "model"), "logits": P("data", None), "unused": None}
shardings = jax.tree.map(lambda spec: NamedSharding(mesh, spec), SPECS)
assert shardings["unused"] is None


@jax.jit
def forward(x):
    h = jax.lax.with_sharding_constraint(x * 2, shardings["hidden"])
    return h.sum(axis=1)


print(forward(jnp.ones((8, 4))))
