"""Attention helpers; their specs are computed once, when this module is imported."""
import jax.numpy as jnp
from jax.sharding import PartitionSpec as P

import config

KV_SPEC = P("data", None, config.settings.kv_axis, None)
GROUPS = config.settings.heads // config.settings.kv_heads


def expand_kv(k):
    return jnp.repeat(k, GROUPS, axis=2)
