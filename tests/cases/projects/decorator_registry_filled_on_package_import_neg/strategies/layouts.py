import jax
from jax.sharding import PartitionSpec as P

from .registry import register


@register("fsdp")
def shard_fsdp(params):
    return jax.tree.map(lambda p: jax.reshard(p, P("fsdp", *([None] * (p.ndim - 1)))), params)


@register("fsdp_tp")
def shard_fsdp_tp(params):
    def spec(path, p):
        if p.ndim == 1:
            return P(None)
        if "w_up" in jax.tree_util.keystr(path):
            return P("fsdp", "tp")
        return P("tp", "fsdp")

    return jax.tree_util.tree_map_with_path(lambda path, p: jax.reshard(p, spec(path, p)), params)
