import jax
from jax.sharding import AxisType, PartitionSpec as P

LOGICAL_RULES = {
    "activation_batch": "data",
    "activation_embed": None,
    "activation_length": None,
}


def logical_to_spec(names):
    return P(*(LOGICAL_RULES.get(n) for n in names))


def maybe_shard_with_logical(x, names):
    mesh = jax.sharding.get_abstract_mesh()
    spec = logical_to_spec(names)
    if mesh.empty:
        return x
    if mesh.axis_types[0] == AxisType.Explicit:
        return jax.reshard(x, spec)
    return jax.lax.with_sharding_constraint(x, spec)
