# EXPECT: MESH212
# A logical-axis helper picks the spec's names by the parameter's rank (a conditional expression) and spreads
# them into P(...); both choices name 'mlp', which is Explicit, and with_sharding_constraint wants Auto axes.
import jax
import jax.numpy as jnp
from jax.sharding import AxisType, NamedSharding, PartitionSpec as P


def constrain_param(p, mesh):
    names = ("embed", "mlp") if p.ndim == 2 else ("mlp",)
    return jax.lax.with_sharding_constraint(p, NamedSharding(mesh, P(*names)))


mesh = jax.make_mesh((4, 2), ("embed", "mlp"), axis_types=(AxisType.Auto, AxisType.Explicit))
print(constrain_param(jnp.zeros((32,)), mesh))
