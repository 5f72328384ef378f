from jax.sharding import PartitionSpec as P, NamedSharding
import jax


def logical_to_mesh_axes(logical_names, rules):
    table = {}
    for name, target in rules:
        table.setdefault(name, tuple(target) if isinstance(target, list) else target)
    return P(*(table.get(n) for n in logical_names))


def maybe_shard_with_logical(x, logical_names, mesh, rules):
    spec = logical_to_mesh_axes(logical_names, rules)
    return jax.reshard(x, NamedSharding(mesh, spec))
