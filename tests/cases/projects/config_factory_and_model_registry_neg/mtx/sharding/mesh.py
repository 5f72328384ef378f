import jax
from jax.sharding import NamedSharding
from jax.sharding import PartitionSpec as P


def create_mesh(cfg):
    return jax.make_mesh((cfg.ici_fsdp, cfg.ici_tensor), ("fsdp", "tensor"))


def logical_named_sharding(mesh, logical_axes, rules):
    """NamedSharding for an array whose dimensions carry the given logical names (None: not sharded)."""
    return NamedSharding(mesh, P(*(None if name is None else rules[name] for name in logical_axes)))
