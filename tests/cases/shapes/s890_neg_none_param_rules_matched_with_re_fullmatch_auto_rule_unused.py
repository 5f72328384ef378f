# EXPECT: none
# Partition rules are (regex, spec) pairs matched against parameter names with re.fullmatch, first match
# wins; the rule naming 'tensor' (Auto on this mesh) matches no parameter of this model.
import re

import jax
import jax.numpy as jnp
from jax.sharding import AxisType, PartitionSpec as P

PARTITION_RULES = (
    (r"attn/(q|k|v)_proj", P("fsdp", None)),
    (r"attn/o_proj", P("tensor", None)),
    (r".*norm.*", P()),
)


def spec_for(name):
    for pattern, spec in PARTITION_RULES:
        if re.fullmatch(pattern, name):
            return spec
    return P()


def shard_params(params):
    return {name: jax.sharding.reshard(value, spec_for(name)) for name, value in params.items()}


if __name__ == "__main__":
    mesh = jax.make_mesh((4, 2), ("fsdp", "tensor"), axis_types=(AxisType.Explicit, AxisType.Auto))
    with jax.set_mesh(mesh):
        params = {"attn/q_proj": jnp.ones((16, 16)), "attn/k_proj": jnp.ones((16, 16)),
                  "final_norm": jnp.ones((16,))}
        print({k: v.sharding.spec for k, v in shard_params(params).items()})
